import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogButtons, type DialogButtonsProps } from './dialog-buttons';

type ConfirmModalProps = DialogButtonsProps & {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
};

/** Asks before an action with consequences (deleting, disabling, granting rights). */
export function ConfirmModal({ isOpen, title, children, ...buttons }: ConfirmModalProps) {
  return (
    <Modal opened={isOpen} onClose={buttons.onClose} title={title} centered radius="lg">
      <Stack gap="lg">
        {children}
        <DialogButtons {...buttons} />
      </Stack>
    </Modal>
  );
}
