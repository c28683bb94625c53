import { Button, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

/**
 * SPEC.md's coming-soon mode: instead of the sign-up button, a way to reach us at the
 * product's info address (info@{VITE_APP_DOMAIN}).
 */
export function ComingSoonNote({ appDomain }: { appDomain: string | undefined }) {
  const infoAddress = appDomain ? `info@${appDomain}` : null;
  return (
    <Stack gap="sm" align="center">
      <Text fw={800} size="xl" tt="uppercase" lts="0.12em">
        Coming soon
      </Text>
      {infoAddress && (
        <>
          <Text>Want to hear when we open, or run your next event with us? Write to us:</Text>
          <Button
            component="a"
            href={`mailto:${infoAddress}`}
            size="lg"
            radius="xl"
            variant="white"
            leftSection={<IconMail size={20} />}
          >
            {infoAddress}
          </Button>
        </>
      )}
    </Stack>
  );
}
