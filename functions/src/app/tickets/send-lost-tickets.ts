import { lostTicketsMessage, type LostTicketsAnswer } from '../../contract/lost-tickets';
import { collections, paths } from '../../paths';
import type { ExistingDoc } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import type { Services } from '../common/services';
import type { UseCaseOptions } from '../common/use-case-options';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import { limitEmailedRequests } from '../email/emailed-request-limits';
import { overAtOf, type EventRecord } from '../events/event-records';
import { recipientKeyOf } from '../mailings/recipient-key';
import { orderTicketFacts } from './order-ticket-facts';
import { ticketEmail } from './ticket-email';

const hourSeconds = 3600;
/** Orders (and tickets of each kind) looked at per request: far more than a person buys. */
const maxOrders = 50;

/**
 * "Lost your tickets?" (issue 39), on an event's page (`eventId`) or on My tickets (every
 * event not over yet): every valid ticket that is the address's (the orders it paid for, and tickets held by it: a friend's transfer, an
 * attendee the buyer named) goes to it again, one email per order, as the tickets email. The
 * answer is the same whether or not there were any, and both limits count every request, so
 * nothing tells who bought tickets. A retry within the hour sends nothing twice.
 */
export async function sendLostTickets({
  services,
  eventId,
  email,
  clientKey,
}: UseCaseOptions<
  'docs' | 'clock' | 'mailer' | 'publicBaseUrl',
  { eventId?: string; email: string; clientKey: string }
>): Promise<LostTicketsAnswer> {
  const { docs, clock, mailer } = services;
  if (eventId !== undefined) {
    const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
    if (!event || event.approved !== true) throw notFound('Event');
  }
  await limitEmailedRequests({ services, kind: 'lost-tickets', email, clientKey });
  const recipientKey = recipientKeyOf(email);

  const [bought, held, named] = await Promise.all([
    docs.query<OrderRecord>({
      collection: collections.orders,
      where: [
        ...ofEvent(eventId),
        { field: 'email', op: '==', value: email },
        { field: 'status', op: '==', value: 'paid' },
      ],
      limit: maxOrders,
    }),
    ticketsWhere(services, eventId, 'email', email),
    ticketsWhere(services, eventId, 'attendeeEmail', email),
  ]);
  // Each order once: all its valid tickets when the address bought it, else those it holds.
  const codesByOrder = new Map<string, Set<string> | 'all'>();
  for (const order of bought) codesByOrder.set(order.id, 'all');
  for (const ticket of [...held, ...named]) {
    if (ticket.data.status === 'void') continue;
    const codes = codesByOrder.get(ticket.data.orderId) ?? new Set<string>();
    if (codes !== 'all') codesByOrder.set(ticket.data.orderId, codes.add(ticket.id));
  }
  const now = clock.now();
  const window = Math.floor(now.getTime() / (hourSeconds * 1000));
  for (const [orderId, codes] of [...codesByOrder].slice(0, maxOrders)) {
    const key = `lost_${orderId}_${recipientKey}_${window}`;
    // Asked again within the hour: sent already, not drawn again.
    if (await mailer.hasSent?.(key)) continue;
    const order = await docs.get<OrderRecord>(paths.order(orderId));
    if (order.data?.status !== 'paid') continue;
    if (eventId === undefined && !(await isToCome(services, order.data.eventId, now))) continue;
    const held = codes === 'all' ? undefined : [...codes];
    const facts = await orderTicketFacts(
      services,
      { ...order, data: order.data },
      { onlyValid: true, ...(held ? { codes: held } : {}) },
    );
    if (facts.tickets.length === 0) continue;
    await mailer.send({
      to: email,
      ...(await ticketEmail({ ...facts, forHolder: held !== undefined }, now)),
      idempotencyKey: key,
    });
  }
  return { message: lostTicketsMessage };
}

/** One event's documents, or every event's. */
const ofEvent = (eventId: string | undefined) =>
  eventId === undefined ? [] : [{ field: 'eventId', op: '==' as const, value: eventId }];

function ticketsWhere(
  { docs }: Pick<Services, 'docs'>,
  eventId: string | undefined,
  field: 'email' | 'attendeeEmail',
  email: string,
): Promise<ExistingDoc<TicketRecord>[]> {
  return docs.query<TicketRecord>({
    collection: collections.tickets,
    where: [...ofEvent(eventId), { field, op: '==', value: email }],
    limit: maxOrders,
  });
}

/** An event approved, not cancelled and not over: its tickets still get someone in. */
async function isToCome({ docs }: Pick<Services, 'docs'>, eventId: string, now: Date) {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event || event.approved !== true || event.cancelledAt) return false;
  const overAt = overAtOf(event);
  return overAt === undefined || Date.parse(overAt) > now.getTime();
}
