import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes it doing nothing ("Cancel" unless said). */
  dismissLabel?: string;
  /** Red for what cannot be undone. */
  confirmColor?: string;
  onConfirm: () => void;
  isConfirming?: boolean;
};

/** Asks before an action with consequences (deleting, disabling, granting rights). */
export function ConfirmModal({
  isOpen,
  onClose,
  title,
  children,
  confirmLabel,
  dismissLabel = 'Cancel',
  confirmColor,
  onConfirm,
  isConfirming = false,
}: ConfirmModalProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isConfirming}>
            {dismissLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={isConfirming}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
