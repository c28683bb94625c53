import { Button, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { EventSummary } from '@contract/event-summary';
import { PhotoEditor } from '@/components/photo-editor/photo-editor';
import { usePrivateImage } from '@/lib/private-image';
import { useUploadBanner } from '../api/upload-banner';
import { bannerSize } from './photo-step';
import { BannerUploadAlert } from './banner-upload-alert';

/** The dashboard's banner tab: a confirmed crop is uploaded straight away. */
export function BannerEditor({ event }: { event: EventSummary }) {
  // The banner of an event under review is private, so it is fetched with the token.
  const current = usePrivateImage(event.imageUrl);
  const upload = useUploadBanner();
  const [lastBlob, setLastBlob] = useState<Blob>();
  const send = (blob: Blob) => {
    setLastBlob(blob);
    upload.mutate({ eventId: event.id, blob });
  };

  return (
    <Stack gap="md">
      {event.status === 'approved' && (
        <Text size="sm" c="orange">
          A new banner sends the event back for review: buyers see the old one until then.
        </Text>
      )}
      {current.isLoading ? (
        <Skeleton maw={bannerSize.width} style={{ aspectRatio: '2 / 1' }} radius="md" />
      ) : (
        <PhotoEditor
          width={bannerSize.width}
          height={bannerSize.height}
          label="Event banner"
          initialPreviewUrl={current.src}
          onConfirm={send}
        />
      )}
      {current.isError && (
        <Text size="sm" c="dimmed">
          The current banner could not be shown; choose a new one to replace it.
        </Text>
      )}
      {upload.isPending && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Uploading the banner… {Math.round(upload.progress * 100)}%
          </Text>
          <Progress value={upload.progress * 100} animated striped radius="xl" />
        </Stack>
      )}
      {upload.isSuccess && (
        <Text size="sm" c="teal">
          Banner saved.
        </Text>
      )}
      {upload.isError && (
        <BannerUploadAlert>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{upload.error.message}</Text>
            {lastBlob && (
              <Button size="xs" color="red" onClick={() => send(lastBlob)}>
                Try again
              </Button>
            )}
          </Stack>
        </BannerUploadAlert>
      )}
    </Stack>
  );
}
