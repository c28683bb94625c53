import { Alert, Box, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';
import { PhotoEditor } from './photo-editor';

export type PhotoUploadProps = {
  onCancel: () => void;
  onFinish: (blob: Blob) => void;
  isUploading: boolean;
  /** 0 to 1. */
  progress: number;
  error: string | null;
};

/**
 * A dialog's body that crops an image square and uploads it: the editor, the upload's
 * progress, its failure, and the way out or on. Mount it inside the dialog, so each opening
 * starts without the last image.
 */
export function PhotoUploadPanel({
  onCancel,
  onFinish,
  isUploading,
  progress,
  error,
  editorLabel,
  failureTitle,
  confirmLabel,
  hint,
}: PhotoUploadProps & {
  /** The editor's name, where the dialog's title does not say what the image is. */
  editorLabel?: string;
  failureTitle: string;
  confirmLabel: string;
  /** Said under the buttons until an image is cropped. */
  hint: string;
}) {
  const [image, setImage] = useState<Blob | null>(null);
  return (
    <Stack gap="md">
      <Box w="100%" maw={320} mx="auto">
        <PhotoEditor
          width={200}
          height={200}
          {...(editorLabel ? { label: editorLabel } : {})}
          onConfirm={(blob) => setImage(blob)}
        />
      </Box>
      {isUploading && (
        <Stack gap={4}>
          <Text size="sm">Uploading… {Math.round(progress * 100)}%</Text>
          <Progress value={progress * 100} animated aria-label="Upload progress" />
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={failureTitle}>
          {error}
        </Alert>
      )}
      <DialogButtons
        onClose={onCancel}
        confirmLabel={confirmLabel}
        confirmIcon={<IconUpload size={16} />}
        onConfirm={() => image && onFinish(image)}
        isConfirming={isUploading}
        isConfirmDisabled={!image}
      />
      {!image && (
        <Text size="xs" c="dimmed" ta="right">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
