import { Alert, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { cancelEventRequest } from '@contract/refunds';
import { DialogButtons } from '@/components/dialog-buttons';
import { useCancelEvent, type CancelProgress } from '../api/cancel-event';

type CancelEventModalProps = {
  event: { id: string; name: string; cancelledReason?: string };
  isOpen: boolean;
  onClose: () => void;
};

function progressText({ ordersRefunded, ordersLeft }: CancelProgress): string {
  const done = ordersRefunded === 1 ? '1 order refunded' : `${ordersRefunded} orders refunded`;
  return ordersLeft === 0 ? done : `${done}, ${ordersLeft} to go…`;
}

/**
 * The reason (told to every ticket holder), then the cancellation itself with its progress:
 * the page keeps asking the server, which refunds a batch per call, until nothing is left.
 */
export function CancelEventModal({ event, isOpen, onClose }: CancelEventModalProps) {
  const resuming = event.cancelledReason !== undefined;
  const [reason, setReason] = useState(event.cancelledReason ?? '');
  const [reasonError, setReasonError] = useState<string>();
  const [progress, setProgress] = useState<CancelProgress>();
  const cancellation = useCancelEvent(event.id, setProgress);

  const confirm = () => {
    const parsed = cancelEventRequest.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    setProgress(undefined);
    // Awaited rather than given callbacks: once the event reads as cancelled, the dashboard
    // drops the button that holds this dialog, and a mutation's own callbacks die with it.
    void cancellation
      .mutateAsync(parsed.data.reason)
      .then((answer) => {
        if (answer.status !== 'cancelled') return;
        onClose();
        notifications.show({
          color: 'teal',
          title: 'Event cancelled',
          message: `“${event.name}” is cancelled: ${progressText(answer)}, and every ticket holder is emailed.`,
        });
      })
      .catch(() => {
        // Shown in the dialog from the mutation's error.
      });
  };
  const total = progress ? progress.ordersRefunded + progress.ordersLeft : 0;
  const busy = cancellation.isPending;

  return (
    <Modal
      opened={isOpen}
      onClose={busy ? () => undefined : onClose}
      title={resuming ? 'Finish cancelling this event' : 'Cancel this event?'}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          {resuming
            ? `“${event.name}” was cancelled. This refunds the orders that are not refunded yet.`
            : `“${event.name}” stops selling at once and its page says it was cancelled. Every paid order is refunded in full, every ticket stops working at the door, and each ticket holder gets an email with your reason. This cannot be undone.`}
        </Text>
        <Textarea
          label="Reason, told to ticket holders"
          placeholder="The venue is closed after a storm."
          autosize
          minRows={2}
          value={reason}
          disabled={resuming || busy}
          error={reasonError}
          onChange={(change) => {
            setReason(change.currentTarget.value);
            setReasonError(undefined);
          }}
        />
        {progress && (
          <Stack gap={4} aria-live="polite">
            <Progress
              value={total > 0 ? (progress.ordersRefunded / total) * 100 : 100}
              aria-label="Refunds done"
            />
            <Text size="sm">{progressText(progress)}</Text>
          </Stack>
        )}
        {cancellation.data?.status === 'cancelling' && (
          <Alert color="orange" variant="light" title="Not finished yet">
            Some refunds are still being made. Press the button again in a minute to finish.
          </Alert>
        )}
        {cancellation.error && (
          <Alert color="red" variant="light" title="The cancellation stopped" role="alert">
            {cancellation.error.message} What is done stays done: press the button again to go on.
          </Alert>
        )}
        <DialogButtons
          onClose={onClose}
          dismissLabel="Keep the event"
          confirmLabel={resuming ? 'Finish the refunds' : 'Cancel event and refund'}
          confirmColor="red"
          onConfirm={confirm}
          isConfirming={busy}
        />
      </Stack>
    </Modal>
  );
}
