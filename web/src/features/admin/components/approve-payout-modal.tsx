import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PayableView } from '@contract/payouts';
import { ConfirmModal } from '@/components/confirm-modal';
import { InlineError } from '@/components/inline-error';
import { accountLabel } from '@/features/payouts/payout-form-values';
import { formatMoney } from '@/lib/format-money';
import { useApprovePayout } from '../api/payout-actions';

type ApprovePayoutModalProps = { payable: PayableView | undefined; onClose: () => void };

/**
 * Money leaves the platform: the administrator sees the amount and the account it goes to
 * before saying yes. A refusal (409: it stopped being payable meanwhile) says why.
 */
export function ApprovePayoutModal({ payable, onClose }: ApprovePayoutModalProps) {
  const approval = useApprovePayout();
  const close = () => {
    approval.reset();
    onClose();
  };
  const amount =
    payable?.readiness.status === 'payable'
      ? formatMoney(payable.readiness.amount, payable.currency)
      : undefined;
  const approve = () =>
    payable &&
    approval.mutate(
      { eventId: payable.eventId, currency: payable.currency },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Payout approved',
            message: `${amount ?? 'The balance'} of "${payable.eventName}" is on its way.`,
          });
          close();
        },
      },
    );

  return (
    <ConfirmModal
      isOpen={payable !== undefined}
      onClose={close}
      title="Approve this payout?"
      confirmLabel="Approve payout"
      onConfirm={() => void approve()}
      isConfirming={approval.isPending}
    >
      {payable && (
        <Text size="sm">
          Pay <strong>{amount}</strong>
          {payable.account ? ` to ${accountLabel(payable.account)}` : ''} for “{payable.eventName}”.
          The transfer starts at once and cannot be called back.
        </Text>
      )}
      <InlineError message={approval.error?.message} />
    </ConfirmModal>
  );
}
