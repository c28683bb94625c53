import { Button, Group, Stack } from '@mantine/core';
import { IconCrop } from '@tabler/icons-react';
import { ChooseAnotherButton } from './choose-another-button';
import classes from './photo-editor.module.css';

type PhotoPreviewProps = {
  url: string;
  width: number;
  height: number;
  /** Absent when there is nothing to re-crop (a photo saved earlier, not picked here). */
  onEdit?: () => void;
  onChooseAnother: () => void;
};

export function PhotoPreview({ url, width, height, onEdit, onChooseAnother }: PhotoPreviewProps) {
  return (
    <Stack gap="sm">
      <img
        src={url}
        alt="Preview of the cropped photo"
        className={classes.preview}
        width={width}
        height={height}
        style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
      />
      <Group gap="sm">
        {onEdit && (
          <Button variant="light" leftSection={<IconCrop size={16} />} onClick={onEdit}>
            Edit
          </Button>
        )}
        <ChooseAnotherButton onClick={onChooseAnother} />
      </Group>
    </Stack>
  );
}
