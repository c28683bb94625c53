import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { OrderRow } from '@contract/orders';
import { formatMinorUnits } from '@contract/money';
import { ConfirmModal } from '@/components/confirm-modal';
import { InlineError } from '@/components/inline-error';
import { useRefundOrder } from '../api/refund-order';

type RefundableOrder = Pick<
  OrderRow,
  'reference' | 'email' | 'quantity' | 'amount' | 'currency' | 'status'
>;

const moneyText = ({ amount, currency }: RefundableOrder) =>
  `${formatMinorUnits(amount)} ${currency}`;

/** What the button, its dialog and its message say: a free order is cancelled, not refunded. */
const wordsFor = (isFree: boolean) =>
  isFree
    ? {
        button: 'Cancel',
        buttonLabel: 'Cancel free order',
        title: 'Cancel this free order?',
        confirm: 'Cancel order',
        done: 'Order cancelled',
      }
    : {
        button: 'Refund',
        buttonLabel: 'Refund order',
        title: 'Refund this order?',
        confirm: 'Refund order',
        done: 'Order refunded',
      };

/**
 * Refund, for a paid order (Cancel, for a free one): asks first, naming the amount and the
 * buyer, then refunds in full. The server refunds once however often it is pressed, so a
 * second press is harmless.
 */
export function RefundOrderButton({ eventId, order }: { eventId: string; order: RefundableOrder }) {
  const [isOpen, modal] = useDisclosure(false);
  const refund = useRefundOrder(eventId);
  if (order.status !== 'paid') return null;
  const isFree = order.amount === 0;
  const words = wordsFor(isFree);
  const tickets = order.quantity === 1 ? 'Its ticket stops' : `Its ${order.quantity} tickets stop`;

  const confirm = () =>
    refund.mutate(order.reference, {
      onSuccess: ({ order: refunded }) => {
        modal.close();
        notifications.show(
          refunded.status === 'refunded'
            ? {
                color: 'teal',
                title: words.done,
                message: isFree
                  ? `The free tickets of ${order.email} are cancelled and we emailed them.`
                  : `${order.email} gets ${moneyText(order)} back and an email saying so.`,
              }
            : {
                color: 'blue',
                title: 'Refund under way',
                message: 'Someone else started this refund a moment ago; it finishes shortly.',
              },
        );
      },
    });

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconReceiptRefund size={14} />}
        aria-label={`${words.buttonLabel} ${order.reference}`}
        onClick={() => {
          refund.reset();
          modal.open();
        }}
      >
        {words.button}
      </Button>
      <ConfirmModal
        isOpen={isOpen}
        onClose={modal.close}
        title={words.title}
        confirmLabel={words.confirm}
        dismissLabel="Keep the order"
        confirmColor="red"
        onConfirm={confirm}
        isConfirming={refund.isPending}
      >
        <Text size="sm">
          {isFree
            ? `The free order of ${order.email} is cancelled.`
            : `${moneyText(order)} goes back to ${order.email}, in full.`}{' '}
          {tickets} working at the door, and we email the buyer. This cannot be undone.
        </Text>
        <InlineError message={refund.error?.message} />
      </ConfirmModal>
    </>
  );
}
