import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { PayableView } from '@contract/payouts';
import { DialogButtons } from '@/components/dialog-buttons';
import { InlineError } from '@/components/inline-error';
import { useSetPayoutHold } from '../api/payout-actions';
import { ReasonTextarea, reasonRule } from './reason-textarea';

/** Which event's payouts to hold or release: an event's hold covers all its currencies. */
export type HoldRequest = { payable: PayableView; hold: boolean };

type PayoutHoldModalProps = { request: HoldRequest | undefined; onClose: () => void };

/** Holding says why (the contract asks 3 to 500 characters); releasing only confirms. */
export function PayoutHoldModal({ request, onClose }: PayoutHoldModalProps) {
  const change = useSetPayoutHold();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: {
      reason: reasonRule({ min: 3, max: 500, tooShort: 'Say why, in at least 3 characters' }),
    },
  });
  const close = () => {
    change.reset();
    form.reset();
    onClose();
  };
  const save = (reason?: string) =>
    request &&
    change.mutate(
      { eventId: request.payable.eventId, hold: request.hold, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          notifications.show({
            color: request.hold ? 'orange' : 'teal',
            title: request.hold ? 'Payouts held' : 'Hold released',
            message: `"${request.payable.eventName}": ${request.hold ? 'no payout goes out until you release it' : 'its balances can be paid out again'}.`,
          });
          close();
        },
      },
    );

  const name = request?.payable.eventName ?? '';
  return (
    <Modal
      opened={request !== undefined}
      onClose={close}
      title={request?.hold ? `Hold the payouts of “${name}”?` : `Release the hold on “${name}”?`}
      centered
      radius="lg"
    >
      <form
        noValidate
        onSubmit={
          request?.hold
            ? form.onSubmit(({ reason }) => void save(reason.trim()))
            : (submitted) => {
                submitted.preventDefault();
                void save();
              }
        }
      >
        <Stack gap="md">
          {request?.hold ? (
            <ReasonTextarea
              form={form}
              description="Other administrators see it with the hold, and the organiser may too: write it for them."
              placeholder="Chargebacks under review"
              minRows={2}
              maxRows={6}
            />
          ) : (
            <Text size="sm">
              {request?.payable.payoutHold
                ? `Held because: ${request.payable.payoutHold.reason}. `
                : ''}
              Its balances can be paid out again once they are payable.
            </Text>
          )}
          <InlineError message={change.error?.message} />
          <DialogButtons
            onClose={close}
            confirmLabel={request?.hold ? 'Hold payouts' : 'Release hold'}
            confirmColor={request?.hold ? 'orange' : undefined}
            isConfirming={change.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
