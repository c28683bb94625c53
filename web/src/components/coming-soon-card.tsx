import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

type ComingSoonCardProps = {
  /** What the page will be, read after "Coming soon:", e.g. "your profile". */
  what: string;
  description?: string;
  backTo: { href: string; label: string };
};

/** Stands in for a page a later release builds, so its links already lead somewhere tidy. */
export function ComingSoonCard({ what, description, backTo }: ComingSoonCardProps) {
  return (
    <Center py="xl" px="md">
      <Card withBorder shadow="sm" padding="xl" radius="lg" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconSparkles size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} size="h3">
            Coming soon: {what}
          </Title>
          <Text c="dimmed">
            {description ?? 'We are putting the finishing touches on this page. Check back soon.'}
          </Text>
          <Button component={Link} to={backTo.href} variant="light">
            {backTo.label}
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
