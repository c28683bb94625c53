import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import classes from './photo-editor.module.css';

type PhotoDropZoneProps = {
  width: number;
  height: number;
  onChoose: () => void;
  onDropFile: (file: File) => void;
};

/** Where a photo goes before there is one: a button to pick it, or drop it from elsewhere. */
export function PhotoDropZone({ width, height, onChoose, onDropFile }: PhotoDropZoneProps) {
  const [isDragging, setIsDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onDropFile(file);
  };

  return (
    <div
      className={classes.dropZone}
      // The same box as the crop view, so nothing jumps when the photo arrives.
      style={{ maxWidth: width, aspectRatio: `${width} / ${height}`, minHeight: 170 }}
      data-dragging={isDragging || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
    >
      <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
        <IconPhotoUp size={22} />
      </ThemeIcon>
      <Button size="xs" onClick={onChoose}>
        Choose a photo
      </Button>
      <Text size="xs" c="dimmed">
        JPEG, PNG or WebP, or drop it here
      </Text>
    </div>
  );
}
