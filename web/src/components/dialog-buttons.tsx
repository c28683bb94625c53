import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export type DialogButtonsProps = {
  /** Closes the dialog doing nothing; held back while the action runs. */
  onClose: () => void;
  /** The button that closes it doing nothing ("Cancel" unless said). */
  dismissLabel?: string;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  confirmColor?: string;
  confirmIcon?: ReactNode;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  isConfirming?: boolean;
  /** Until what the action needs is there (a typed word, a chosen photo). */
  isConfirmDisabled?: boolean;
};

/** The foot of a dialog: a plain way out on the left, the action on the right. */
export function DialogButtons({
  onClose,
  dismissLabel = 'Cancel',
  confirmLabel,
  confirmColor,
  confirmIcon,
  onConfirm,
  isConfirming = false,
  isConfirmDisabled,
}: DialogButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose} disabled={isConfirming}>
        {dismissLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={confirmColor}
        leftSection={confirmIcon}
        onClick={onConfirm}
        disabled={isConfirmDisabled}
        loading={isConfirming}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
