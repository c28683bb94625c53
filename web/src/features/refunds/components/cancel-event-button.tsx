import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarX } from '@tabler/icons-react';
import { CancelEventModal } from './cancel-event-modal';

type CancelEventButtonProps = {
  event: { id: string; name: string; cancelledReason?: string };
  /** "Cancel event", or "Finish the refunds" for an event cancelled before. */
  label?: string;
  size?: ButtonProps['size'];
};

/**
 * Cancel event, for an event with sales (which cannot be deleted): asks for a reason, then
 * refunds every paid order and tells every ticket holder.
 */
export function CancelEventButton({ event, label = 'Cancel event', size }: CancelEventButtonProps) {
  const [isOpen, modal] = useDisclosure(false);
  return (
    <>
      <Button
        color="red"
        variant="light"
        size={size}
        leftSection={<IconCalendarX size={16} />}
        onClick={modal.open}
        aria-label={label === 'Cancel event' ? `Cancel event ${event.name}` : undefined}
      >
        {label}
      </Button>
      <CancelEventModal event={event} isOpen={isOpen} onClose={modal.close} />
    </>
  );
}
