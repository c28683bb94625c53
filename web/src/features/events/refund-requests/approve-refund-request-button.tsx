import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { RefundRequestView } from '@contract/refund-requests';
import { ConfirmModal } from '@/components/confirm-modal';
import { InlineError } from '@/components/inline-error';
import { useApproveRefundRequest } from '../api/refund-requests-api';
import { amountWords, ticketWords } from './refund-request-words';

/**
 * Approve and refund: asks once more, naming the amount and the buyer, as an order's Refund
 * does; the order is then refunded in full the same way (once, however often pressed).
 */
export function ApproveRefundRequestButton({
  eventId,
  request,
}: {
  eventId: string;
  request: RefundRequestView;
}) {
  const [isOpen, modal] = useDisclosure(false);
  const approve = useApproveRefundRequest(eventId);
  const amount = amountWords(request);

  // Awaited rather than given callbacks: the list read again drops this button (the request
  // is no longer waiting), and a mutation's own callbacks die with it.
  const confirm = () =>
    void approve
      .mutateAsync(request.orderId)
      .then((approved) => {
        modal.close();
        notifications.show(
          approved.state === 'refunded'
            ? {
                color: 'teal',
                title: 'Refund approved',
                message: `${request.email} gets ${amount} back and an email saying so.`,
              }
            : {
                color: 'blue',
                title: 'Refund under way',
                message: `The refund to ${request.email} finishes shortly.`,
              },
        );
      })
      .catch(() => {
        // Shown in the dialog from the mutation's error.
      });

  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconReceiptRefund size={14} />}
        aria-label={`Approve and refund order ${request.orderId}`}
        onClick={() => {
          approve.reset();
          modal.open();
        }}
      >
        Approve and refund
      </Button>
      <ConfirmModal
        isOpen={isOpen}
        onClose={modal.close}
        title="Refund this order?"
        confirmLabel="Refund order"
        dismissLabel="Not yet"
        confirmColor="red"
        onConfirm={confirm}
        isConfirming={approve.isPending}
      >
        <Text size="sm">
          {amount} goes back to {request.email}, in full. Its {ticketWords(request.tickets)} stop
          working at the door, and we email the buyer. This cannot be undone.
        </Text>
        <InlineError message={approve.error?.message} />
      </ConfirmModal>
    </>
  );
}
