import { Alert } from '@mantine/core';
import { IconCircleCheck, IconTicketOff } from '@tabler/icons-react';
import type { TicketView } from '@contract/tickets';

const voidMessages = {
  refunded: 'This ticket was refunded, so it will not get you in.',
  cancelled: 'This event was cancelled and the ticket refunded, so it will not get you in.',
  transferred:
    'This ticket was transferred: its new holder has a ticket with a new code, and this one will not get anyone in.',
} as const;

/** When the ticket was used, on the event's clock (or the reader's when it has none). */
function formatCheckIn(ticket: TicketView, checkedInAt: string): string {
  return new Date(checkedInAt).toLocaleString('en', {
    timeZone: ticket.event.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** Says plainly when a ticket cannot be used: void (refunded, cancelled) or already used. */
export function TicketDoorState({ ticket }: { ticket: TicketView }) {
  if (ticket.status === 'void' && ticket.transfer?.state === 'transferred') {
    return (
      <Alert color="gray" variant="light" icon={<IconTicketOff />} title="Transferred">
        You transferred this ticket to {ticket.transfer.toName} on{' '}
        {formatCheckIn(ticket, ticket.transfer.at)}. Their ticket has a new code; this one will not
        get anyone in.
      </Alert>
    );
  }
  if (ticket.status === 'void') {
    return (
      <Alert color="red" variant="light" icon={<IconTicketOff />} title="Not valid">
        {voidMessages[ticket.voidReason ?? 'refunded']}
      </Alert>
    );
  }
  if (ticket.checkedInAt) {
    return (
      <Alert color="gray" variant="light" icon={<IconCircleCheck />} title="Already used">
        Checked in at the door on {formatCheckIn(ticket, ticket.checkedInAt)}.
      </Alert>
    );
  }
  return null;
}
