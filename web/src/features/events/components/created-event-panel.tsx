import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EventWithTypes } from '@contract/events';
import { paths } from '@/config/paths';
import type { useUploadBanner } from '../api/upload-banner';
import { BannerUploadAlert } from './banner-upload-alert';

type CreatedEventPanelProps = {
  event: EventWithTypes;
  upload: ReturnType<typeof useUploadBanner>;
  onRetry: () => void;
};

/**
 * After Create: the banner's upload progress, or, when it fails, that the event exists anyway
 * and where to add the banner later.
 */
export function CreatedEventPanel({ event, upload, onRetry }: CreatedEventPanelProps) {
  const percent = Math.round(upload.progress * 100);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          “{event.name}” is created
        </Title>
        {upload.isError ? (
          <BannerUploadAlert>
            <Stack gap="sm">
              <Text size="sm">
                Your event was created and is waiting for approval, but its banner could not be
                uploaded: {upload.error.message}
              </Text>
              <Text size="sm">Try again, or add the banner later from the event’s dashboard.</Text>
              <Group gap="sm">
                <Button size="xs" color="red" onClick={onRetry}>
                  Try again
                </Button>
                <Button
                  size="xs"
                  variant="white"
                  component={Link}
                  to={paths.platform.event.getHref(event.id)}
                >
                  Open the event dashboard
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  component={Link}
                  to={paths.platform.events.getHref()}
                >
                  Go to my events
                </Button>
              </Group>
            </Stack>
          </BannerUploadAlert>
        ) : (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              Uploading the banner… {percent}%
            </Text>
            <Progress
              value={percent}
              animated
              striped
              aria-label="Banner upload progress"
              radius="xl"
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
