import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

type DetailsModalProps<Item> = {
  /** The item shown; the dialog is open while there is one. */
  item: Item | undefined;
  title: string;
  onClose: () => void;
  children: (item: Item) => ReactNode;
};

/** A large dialog with one list item's details (a user, an application). */
export function DetailsModal<Item>({ item, title, onClose, children }: DetailsModalProps<Item>) {
  return (
    <Modal
      opened={item !== undefined}
      onClose={onClose}
      title={title}
      // Says what closes ("Close the application"): every close button would read "Close".
      closeButtonProps={{ 'aria-label': `Close the ${title.toLowerCase()}` }}
      centered
      radius="lg"
      size="lg"
    >
      {item !== undefined && children(item)}
    </Modal>
  );
}
