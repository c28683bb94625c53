import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import {
  declineRefundRequest,
  maxRefundRequestReasonLength,
  type RefundRequestView,
} from '@contract/refund-requests';
import { DialogButtons } from '@/components/dialog-buttons';
import { InlineError } from '@/components/inline-error';
import { isApiError } from '@/lib/api-error';
import { useDeclineRefundRequest } from '../api/refund-requests-api';

/** Decline: a dialog asks why, which the buyer is emailed; their tickets keep working. */
export function DeclineRefundRequestButton({
  eventId,
  request,
}: {
  eventId: string;
  request: RefundRequestView;
}) {
  const [isOpen, modal] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const decline = useDeclineRefundRequest(eventId);
  const serverReasonError =
    decline.error && isApiError(decline.error) ? decline.error.fields.reason : undefined;
  const otherError = decline.error && !serverReasonError ? decline.error.message : undefined;

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    // The contract's own rule, so an empty reason is named before anything is sent.
    const parsed = declineRefundRequest.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    // Awaited rather than given callbacks: the list read again drops this button (the request
    // is no longer waiting), and a mutation's own callbacks die with it.
    void decline
      .mutateAsync({ orderId: request.orderId, request: parsed.data })
      .then(() => {
        modal.close();
        notifications.show({
          color: 'gray',
          title: 'Request declined',
          message: `We emailed ${request.email} your reason.`,
        });
      })
      .catch(() => {
        // Shown in the dialog from the mutation's error.
      });
  };

  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={`Decline the refund of order ${request.orderId}`}
        onClick={() => {
          decline.reset();
          setReasonError(undefined);
          modal.open();
        }}
      >
        Decline
      </Button>
      <Modal
        opened={isOpen}
        onClose={modal.close}
        title="Decline this refund request?"
        centered
        radius="lg"
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {request.email} keeps their tickets, and we email them your reason. They cannot ask
              again for this order.
            </Text>
            <Textarea
              label="Why, for the buyer"
              description={`${reason.length} of ${maxRefundRequestReasonLength} characters.`}
              placeholder="The artist still plays; tickets can be transferred to a friend instead."
              value={reason}
              onChange={(change) => {
                setReason(change.currentTarget.value);
                setReasonError(undefined);
              }}
              error={reasonError ?? serverReasonError}
              maxLength={maxRefundRequestReasonLength}
              autosize
              minRows={3}
              maxRows={8}
              required
              data-autofocus
            />
            <InlineError message={otherError} />
            <DialogButtons
              onClose={modal.close}
              dismissLabel="Not yet"
              confirmLabel="Decline request"
              isConfirming={decline.isPending}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
