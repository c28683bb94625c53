import type { WebhookTicket } from '../../contract/webhook-events';
import type { TicketRecord } from '../checkout/checkout-records';
import type { WantedEvent } from './stage-if-wanted';

/** The event a webhook is about: its id and name. */
export type EventRef = { id: string; name: string };

/** What of a ticket a webhook tells (a holder's field that is gone may read `undefined`). */
export type TicketFields = Pick<TicketRecord, 'typeId' | 'typeName' | 'orderId' | 'email'> & {
  holderName?: string | undefined;
  attendeeEmail?: string | undefined;
  answers?: Record<string, string> | undefined;
};

/** A ticket as a webhook's `data` names it (and the organiser's attendee list shows it). */
export function webhookTicketOf(code: string, ticket: TicketFields): WebhookTicket {
  return {
    code,
    typeId: ticket.typeId,
    typeName: ticket.typeName,
    orderReference: ticket.orderId,
    holderEmail: ticket.email,
    ...(ticket.holderName ? { holderName: ticket.holderName } : {}),
    ...(ticket.attendeeEmail ? { attendeeEmail: ticket.attendeeEmail } : {}),
    ...(ticket.answers && Object.keys(ticket.answers).length > 0
      ? { answers: { ...ticket.answers } }
      : {}),
  };
}

/**
 * `ticket.checked_in`, one per check-in: a check-in undone and made again is another (its
 * time is part of the key), the same one recorded again is not.
 */
export function ticketCheckedInEvent({
  event,
  code,
  ticket,
  checkIn,
}: {
  event: EventRef;
  code: string;
  /** The ticket as it is checked in. */
  ticket: TicketRecord;
  checkIn: { at: string; byName: string; offline: boolean };
}): WantedEvent<'ticket.checked_in'> {
  return {
    type: 'ticket.checked_in',
    key: `${code}\n${checkIn.at}`,
    at: new Date(checkIn.at),
    data: {
      event,
      ticket: webhookTicketOf(code, ticket),
      checkedInAt: checkIn.at,
      checkedInBy: checkIn.byName,
      offline: checkIn.offline,
    },
  };
}

/** `ticket.transferred`, one per transfer: the friend's claim. */
export function ticketTransferredEvent({
  event,
  transferId,
  previousCode,
  fromEmail,
  code,
  ticket,
  at,
}: {
  event: EventRef;
  transferId: string;
  previousCode: string;
  fromEmail: string;
  /** The friend's new ticket. */
  code: string;
  ticket: TicketRecord;
  at: string;
}): WantedEvent<'ticket.transferred'> {
  return {
    type: 'ticket.transferred',
    key: transferId,
    at: new Date(at),
    data: {
      event,
      transferId,
      previousCode,
      ticket: webhookTicketOf(code, ticket),
      fromEmail,
      transferredAt: at,
    },
  };
}

/** `attendee.updated`, one per edit of a ticket's details (its time is part of the key). */
export function attendeeUpdatedEvent({
  event,
  code,
  ticket,
  at,
}: {
  event: EventRef;
  code: string;
  /** The ticket as the edit leaves it. */
  ticket: TicketFields;
  at: string;
}): WantedEvent<'attendee.updated'> {
  return {
    type: 'attendee.updated',
    key: `${code}\n${at}`,
    at: new Date(at),
    data: { event, ticket: webhookTicketOf(code, ticket), updatedAt: at },
  };
}
