import { Alert, Box, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';
import { PhotoEditor } from '@/components/photo-editor/photo-editor';

type ProfilePhotoModalProps = {
  isOpen: boolean;
  onClose: () => void;
  onFinish: (blob: Blob) => void;
  isUploading: boolean;
  /** 0 to 1. */
  progress: number;
  error: string | null;
};

export function ProfilePhotoModal({ isOpen, onClose, ...content }: ProfilePhotoModalProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title="Edit Profile Photo"
      centered
      closeOnClickOutside={!content.isUploading}
    >
      {/* Its own component, so each opening starts without the last photo. */}
      <PhotoModalContent onCancel={onClose} {...content} />
    </Modal>
  );
}

function PhotoModalContent({
  onCancel,
  onFinish,
  isUploading,
  progress,
  error,
}: Omit<ProfilePhotoModalProps, 'isOpen' | 'onClose'> & { onCancel: () => void }) {
  const [photo, setPhoto] = useState<Blob | null>(null);

  return (
    <Stack gap="md">
      <Box w="100%" maw={320} mx="auto">
        <PhotoEditor width={200} height={200} onConfirm={(blob) => setPhoto(blob)} />
      </Box>
      {isUploading && (
        <Stack gap={4}>
          <Text size="sm">Uploading… {Math.round(progress * 100)}%</Text>
          <Progress value={progress * 100} animated aria-label="Upload progress" />
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Photo not saved">
          {error}
        </Alert>
      )}
      <DialogButtons
        onClose={onCancel}
        confirmLabel="Finish"
        confirmIcon={<IconUpload size={16} />}
        onConfirm={() => photo && onFinish(photo)}
        isConfirming={isUploading}
        isConfirmDisabled={!photo}
      />
      {!photo && (
        <Text size="xs" c="dimmed" ta="right">
          Choose a photo and Confirm the crop to finish.
        </Text>
      )}
    </Stack>
  );
}
