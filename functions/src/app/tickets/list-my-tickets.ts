import type { TicketView } from '../../contract/tickets';
import { sortMyTickets } from '../../domain/my-tickets-order';
import { collections, paths } from '../../paths';
import type { ExistingDoc } from '../../ports/doc-store';
import type { VerifiedUser } from '../../ports/identity';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { eventKeys, type EventKeys } from './event-keys';
import { toTicketView } from './ticket-view';
import { readPendingTransfers } from '../transfers/pending-transfers';
import { ticketTransferState } from '../transfers/ticket-transfer-state';
import type { UseCaseOptions } from '../common/use-case-options';
import { ticketDocuments } from './ticket-documents';

/** Per way of finding them; far more than anyone buys, yet a bound on what one call reads. */
const ticketLimit = 500;

/**
 * The email whose tickets the caller may claim. Buyers often pay in an anonymous session and
 * sign up later: a verified mailbox proves the tickets emailed to it are the caller's,
 * whichever session bought them. An unverified address proves nothing.
 */
export function claimableEmail(user: VerifiedUser): string | undefined {
  if (user.isAnonymous || !user.emailVerified) return undefined;
  return user.email;
}

/** The caller's tickets: upcoming events first (soonest first), then past ones (newest first). */
export async function listMyTickets({
  services: { docs, clock },
  user,
}: UseCaseOptions<'docs' | 'clock', { user: VerifiedUser }>): Promise<TicketView[]> {
  const ticketsWhere = (field: 'uid' | 'email', value: string) =>
    docs.query<TicketRecord>({
      collection: collections.tickets,
      where: [{ field, op: '==', value }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: ticketLimit,
    });
  const email = claimableEmail(user);
  const found = (
    await Promise.all([ticketsWhere('uid', user.uid), email ? ticketsWhere('email', email) : []])
  ).flat();
  // A ticket bought by this very account with its own email is found both ways.
  const tickets = [...new Map(found.map((doc) => [doc.id, doc])).values()];
  if (tickets.length === 0) return [];

  const eventIds = [...new Set(tickets.map((doc) => doc.data.eventId))];
  const events = new Map(
    (await docs.getAll<EventRecord>(eventIds.map(paths.event)))
      .filter((doc): doc is ExistingDoc<EventRecord> => doc.data !== undefined)
      .map((doc) => [doc.id, doc]),
  );
  const keys = new Map<string, EventKeys>(
    await Promise.all(
      [...events.keys()].map(
        async (eventId) => [eventId, await eventKeys({ docs, clock }, eventId)] as const,
      ),
    ),
  );
  const orderIds = [...new Set(tickets.map((doc) => doc.data.orderId))];
  const [pending, orders] = await Promise.all([
    readPendingTransfers(docs, tickets),
    // For the links to the receipts and credit notes of the orders the caller bought.
    docs.getAll<OrderRecord>(orderIds.map(paths.order)),
  ]);
  const ordersById = new Map(orders.map((doc) => [doc.id, doc]));
  const isBuyerOf = (order: OrderRecord | undefined) =>
    order !== undefined && (order.uid === user.uid || order.email === email);
  const now = clock.now();
  const views = tickets.flatMap((ticket) => {
    const event = events.get(ticket.data.eventId);
    // Events with sales are meant never to be deleted; a ticket left without one has nothing to show.
    if (!event) return [];
    const transfer = ticketTransferState(
      ticket.data,
      event.data,
      pending.get(ticket.data.pendingTransferId ?? ''),
      now,
    );
    const order = ordersById.get(ticket.data.orderId) ?? {
      id: ticket.data.orderId,
      data: undefined,
    };
    return [
      {
        ...toTicketView(ticket, event, keys.get(event.id)!, transfer),
        ...ticketDocuments(ticket.data, order, isBuyerOf(order.data)),
      },
    ];
  });
  return sortMyTickets(views, clock.now());
}
