import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

type DoneStepProps = { onBack: () => void; isSignedIn: boolean };

/** Step done: shown only once the application is stored. */
export function DoneStep({ onBack, isSignedIn }: DoneStepProps) {
  return (
    <Stack gap="lg" align="center" ta="center" py="md">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Text fw={600} size="lg" role="status">
        All done - We&apos;ll respond as soon as we&apos;ve reviewed your answers - Thank you for
        your interest
      </Text>
      <Group gap="sm" justify="center">
        <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
          Back
        </Button>
        {isSignedIn && (
          <Button component={Link} to={paths.platform.questionnaire.getHref()} variant="light">
            See my application
          </Button>
        )}
      </Group>
    </Stack>
  );
}
