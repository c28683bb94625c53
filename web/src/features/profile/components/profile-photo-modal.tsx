import { Modal } from '@mantine/core';
import { PhotoUploadPanel } from '@/components/photo-editor/photo-upload-panel';

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
      <PhotoUploadPanel
        onCancel={onClose}
        {...content}
        failureTitle="Photo not saved"
        confirmLabel="Finish"
        hint="Choose a photo and Confirm the crop to finish."
      />
    </Modal>
  );
}
