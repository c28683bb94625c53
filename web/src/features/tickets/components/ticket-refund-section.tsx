import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { formatMinorUnits } from '@contract/money';
import { maxRefundRequestReasonLength, type TicketRefundState } from '@contract/refund-requests';
import type { TicketView } from '@contract/tickets';
import { isApiError } from '@/lib/api-error';
import { useAskForRefund } from '../api/refund-request-api';
import { onEventClock } from './event-clock';
import { refusalSentence } from './refund-refusal-words';

type Available = Extract<TicketRefundState, { state: 'available' }>;

/**
 * "Ask for a refund" on the buyer's own ticket, where the organiser takes requests: the form
 * while one may be made, the request waiting for the organiser, their refusal, or when the
 * time for it ended. A granted request shows as the refunded ticket it became.
 */
export function TicketRefundSection({ ticket }: { ticket: TicketView }) {
  // Here rather than in the form: the ticket read again while the gateway refunds has no
  // refund state, and what was answered still shows.
  const ask = useAskForRefund(ticket.code);
  const refund = ticket.refundRequest;
  if (ask.data?.state === 'refunding') {
    return (
      <Alert color="blue" variant="light" title="Refund under way" role="status">
        Your order is being refunded. We will email you when it is done.
      </Alert>
    );
  }
  if (!refund) return null;
  if (refund.state === 'available') {
    return <RefundRequestForm ticket={ticket} refund={refund} ask={ask} />;
  }
  if (refund.state === 'requested') {
    return (
      <Alert color="blue" variant="light" title="Refund requested" role="status">
        You asked for a refund on {onEventClock(ticket, refund.at)}. The organiser will decide; we
        will email you.
      </Alert>
    );
  }
  if (refund.state === 'declined') {
    return (
      <Alert color="gray" variant="light" title="Refund declined">
        The organiser declined your refund request: {refund.reason}
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" ta="center">
      Refund requests for this event closed on {onEventClock(ticket, refund.until)}.
    </Text>
  );
}

/** What asking does: the whole order, for how much, who decides and until when. */
function consequences(ticket: TicketView, refund: Available): string {
  const tickets = refund.tickets === 1 ? '1 ticket' : `${refund.tickets} tickets`;
  const order = `your whole order (${tickets}, ${formatMinorUnits(refund.amount)} ${refund.currency})`;
  const until = `You can ask until ${onEventClock(ticket, refund.until)}.`;
  return refund.automatic
    ? `This refunds ${order} at once, back to how you paid, and every ticket of it stops working. ${until}`
    : `This asks the organiser to refund ${order}. The organiser decides and we email you; until then your tickets keep working. ${until}`;
}

function RefundRequestForm({
  ticket,
  refund,
  ask,
}: {
  ticket: TicketView;
  refund: Available;
  ask: ReturnType<typeof useAskForRefund>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const formId = useId();
  const reasonError = ask.error && isApiError(ask.error) ? ask.error.fields.reason : undefined;

  if (!open) {
    return (
      <Group justify="center">
        <Button
          variant="default"
          leftSection={<IconReceiptRefund size={18} aria-hidden />}
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => setOpen(true)}
        >
          Ask for a refund
        </Button>
      </Group>
    );
  }

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const trimmed = reason.trim();
    ask.mutate(trimmed ? { reason: trimmed } : {});
  };

  return (
    <Paper withBorder radius="lg" p="md" id={formId}>
      <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${formId}-title`}>
            Ask for a refund
          </Title>
          <Text size="sm">{consequences(ticket, refund)}</Text>
          <Textarea
            label="Anything the organiser should know"
            description={`Optional. ${reason.length} of ${maxRefundRequestReasonLength} characters.`}
            value={reason}
            onChange={(change) => setReason(change.currentTarget.value)}
            error={reasonError}
            maxLength={maxRefundRequestReasonLength}
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
          />
          {ask.error && !reasonError && (
            <Alert color="red" variant="light" role="alert">
              {refusalSentence(ask.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={ask.isPending}>
              Not now
            </Button>
            <Button type="submit" color="red" loading={ask.isPending}>
              {refund.automatic ? 'Refund my order' : 'Ask for the refund'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
