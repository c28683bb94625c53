import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PhotoEditor } from '@/components/photo-editor/photo-editor';
import type { BannerDraft } from '../draft/event-draft';

export const bannerSize = { width: 600, height: 300 };

type PhotoStepProps = {
  banner: BannerDraft | null;
  onChange: (banner: BannerDraft | null) => void;
};

/** The banner, cropped to SPEC.md's 600 × 300; uploaded once the event exists. */
export function PhotoStep({ banner, onChange }: PhotoStepProps) {
  const [removals, setRemovals] = useState(0);
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        The banner is the first thing buyers see on the event page. Choose a wide photo and crop it
        to 600 × 300.
      </Text>
      <PhotoEditor
        // A new editor after a removal, so it forgets the removed preview.
        key={removals}
        width={bannerSize.width}
        height={bannerSize.height}
        label="Event banner"
        initialPreviewUrl={banner?.previewUrl}
        onConfirm={(blob, previewUrl) => onChange({ blob, previewUrl })}
      />
      {banner && (
        <Group>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              onChange(null);
              setRemovals((count) => count + 1);
            }}
          >
            Remove banner
          </Button>
        </Group>
      )}
    </Stack>
  );
}
