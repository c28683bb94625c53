import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { EventSummary } from '@contract/event-summary';
import { DialogButtons } from '@/components/dialog-buttons';
import { InlineError } from '@/components/inline-error';
import { useDecideApproval } from '../api/decide-approval';
import { ReasonTextarea, reasonRule } from './reason-textarea';

type RejectModalProps = { event: EventSummary; isOpen: boolean; onClose: () => void };

/** A rejection always says why: the organiser reads the reason on their dashboard. */
export function RejectModal({ event, isOpen, onClose }: RejectModalProps) {
  const decision = useDecideApproval();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: event.rejectedReason ?? '' },
    validate: {
      // The contract's rule (approvalRequest): a trimmed reason of 1 to 1000 characters.
      reason: reasonRule({ min: 1, max: 1000, tooShort: 'Give a reason' }),
    },
  });

  const close = () => {
    decision.reset();
    onClose();
  };

  return (
    <Modal opened={isOpen} onClose={close} title={`Reject “${event.name}”?`} centered radius="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(({ reason }) =>
          decision.mutate(
            { eventId: event.id, decision: { approved: false, rejectedReason: reason.trim() } },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'orange',
                  title: 'Rejected',
                  message: `The organiser of "${event.name}" sees your reason.`,
                });
                close();
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          <ReasonTextarea
            form={form}
            description="The organiser sees this on their event's dashboard: say what to change."
            placeholder="The banner is missing, and the description does not say who is playing."
            minRows={3}
            maxRows={8}
          />
          <InlineError message={decision.error?.message} />
          <DialogButtons
            onClose={close}
            confirmLabel="Reject event"
            confirmColor="red"
            isConfirming={decision.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
