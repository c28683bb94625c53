import type {
  PersonalDataHeldTicket,
  PersonalDataOrder,
  PersonalDataOrderTicket,
} from '../../contract/personal-data';
import { collections, paths } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import type { DataSubject } from './data-subject';
import {
  definedFields,
  eventRefOf,
  labelledAnswers,
  type EventsById,
} from './personal-data-events';

/** Per way of finding them: far more than anyone buys, yet a bound on what one request reads. */
export const recordLimit = 500;

/** A person's orders and the tickets found for them, as read (before the file is made). */
export type FoundPurchases = {
  orders: ExistingDoc<OrderRecord>[];
  /** Every ticket of those orders (by their `ticketCodes`), whoever holds it now. */
  orderTickets: Map<string, TicketRecord>;
  /** Tickets the person holds from orders that are not theirs. */
  heldTickets: ExistingDoc<TicketRecord>[];
};

/** Oldest first; ties (a rush in one second) by id, so that the file reads the same each time. */
export const oldestFirst = (
  a: { id: string; data: { createdAt: string } },
  b: { id: string; data: { createdAt: string } },
) => a.data.createdAt.localeCompare(b.data.createdAt) || a.id.localeCompare(b.id);

const unique = <T extends { id: string }>(docs: T[]): T[] => [
  ...new Map(docs.map((doc) => [doc.id, doc])).values(),
];

/**
 * Finds what a person would call theirs, as My tickets does: the orders bought by the account
 * (its uid: an anonymous session that became the account keeps it) or with its verified
 * address, and the tickets held by either (bought, named as a holder, or claimed from a friend).
 */
export async function findPurchases(docs: DocStore, subject: DataSubject): Promise<FoundPurchases> {
  const where = <T extends OrderRecord | TicketRecord>(
    collection: string,
    field: string,
    value: string | undefined,
  ) =>
    value === undefined
      ? Promise.resolve([])
      : docs.query<T>({ collection, where: [{ field, op: '==', value }], limit: recordLimit });
  const { uid, email } = subject;
  const [ordersByUid, ordersByEmail, ticketsByUid, ticketsByEmail, ticketsByHolder] =
    await Promise.all([
      where<OrderRecord>(collections.orders, 'uid', uid),
      where<OrderRecord>(collections.orders, 'email', email),
      where<TicketRecord>(collections.tickets, 'uid', uid),
      where<TicketRecord>(collections.tickets, 'email', email),
      where<TicketRecord>(collections.tickets, 'attendeeEmail', email),
    ]);
  const orders = unique([...ordersByUid, ...ordersByEmail]).sort(oldestFirst);
  const orderIds = new Set(orders.map((order) => order.id));
  const codes = orders.flatMap((order) => order.data.ticketCodes ?? []);
  const orderTickets = new Map(
    (await docs.getAll<TicketRecord>(codes.map(paths.ticket))).flatMap((doc) =>
      doc.data ? [[doc.id, doc.data] as [string, TicketRecord]] : [],
    ),
  );
  const heldTickets = unique([...ticketsByUid, ...ticketsByEmail, ...ticketsByHolder])
    .filter((ticket) => !orderIds.has(ticket.data.orderId))
    .sort(oldestFirst);
  return { orders, orderTickets, heldTickets };
}

/** An order as its buyer sees it, with each of its tickets as the buyer knows it. */
export function orderForFile(
  order: ExistingDoc<OrderRecord>,
  tickets: Map<string, TicketRecord>,
  events: EventsById,
  subject: DataSubject,
): PersonalDataOrder {
  const data = order.data;
  const event = events.get(data.eventId);
  const details = data.attendeeDetails;
  return {
    reference: order.id,
    event: eventRefOf(events, data.eventId),
    status: data.status,
    email: data.email,
    amount: data.amount,
    currency: data.currency,
    items: data.items.map((item) => ({
      typeName: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    createdAt: data.createdAt,
    ...definedFields({
      paidAt: data.paidAt,
      refundedAt: data.refundedAt,
      receiptNumber: data.invoice?.number,
      creditNoteNumber: data.creditNote?.number,
      source: data.source,
      promoCode: data.promo?.code,
      answers: labelledAnswers(event, details?.answers),
    }),
    tickets: (data.ticketCodes ?? []).flatMap((code, index) => {
      const ticket = tickets.get(code);
      if (!ticket) return [];
      return [orderTicketForFile(code, ticket, details?.attendees?.[index], event, subject)];
    }),
  };
}

/**
 * One ticket of the person's order. Its holder shows as the buyer named them (the order's
 * details, which the buyer gave), never what a holder or a friend gave since; its code, door
 * and transfer only while the ticket is the person's own (not named for someone else).
 */
function orderTicketForFile(
  code: string,
  ticket: TicketRecord,
  attendee: { name?: string; email?: string; answers?: Record<string, string> } | undefined,
  event: EventRecord | undefined,
  subject: DataSubject,
): PersonalDataOrderTicket {
  const isOwn = ticket.attendeeEmail === undefined || ticket.attendeeEmail === subject.email;
  return {
    typeName: ticket.typeName,
    status: ticket.status ?? 'valid',
    ...definedFields({
      code: isOwn ? code : undefined,
      voidReason: ticket.voidReason,
      holderName: attendee?.name,
      holderEmail: attendee?.email,
      answers: labelledAnswers(event, attendee?.answers),
      checkedInAt: isOwn ? ticket.checkedInAt : undefined,
      transferredTo: isOwn ? ticket.transferredTo : undefined,
    }),
  };
}

/** A ticket the person holds from someone else's order: theirs, without the buyer's details. */
export function heldTicketForFile(
  ticket: ExistingDoc<TicketRecord>,
  events: EventsById,
): PersonalDataHeldTicket {
  const data = ticket.data;
  return {
    code: ticket.id,
    orderReference: data.orderId,
    event: eventRefOf(events, data.eventId),
    typeName: data.typeName,
    status: data.status ?? 'valid',
    createdAt: data.createdAt,
    ...definedFields({
      voidReason: data.voidReason,
      holderName: data.holderName,
      holderEmail: data.attendeeEmail,
      answers: labelledAnswers(events.get(data.eventId), data.answers),
      checkedInAt: data.checkedInAt,
    }),
  };
}
