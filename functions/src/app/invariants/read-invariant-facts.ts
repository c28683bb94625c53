import type { InvariantFacts } from '../../domain/invariants';
import { paths } from '../../paths';
import { PaymentNotFoundError } from '../../ports/payment-gateway';
import type {
  OrderRecord,
  StockRecord,
  StockSliceRecord,
  TicketRecord,
} from '../checkout/checkout-records';
import type { Services } from '../common/services';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import type { WaitingListRecord } from '../waiting-list/waiting-list-records';
import { ledgerAgainstGateway } from './ledger-against-gateway';
import { setFields } from '../common/set-fields';

/**
 * Everything the invariants are about (domain/invariants.ts), read from the store and asked
 * of the gateway (each priced order's payment and its refunds) and the mailer: meant for the
 * end of a fault run or a soak, on a local stack, not for a production-sized store.
 */
export async function readInvariantFacts(
  {
    docs,
    payments,
    mailer,
    payouts,
  }: Pick<Services, 'docs' | 'payments' | 'mailer'> & Partial<Pick<Services, 'payouts'>>,
  {
    since,
    eventId,
  }: {
    /** When the gateway's records begin (a local fake forgets when it stops); none: always. */
    since?: string;
    /** One event's sales only: a test's own, on a stack others are selling on meanwhile. */
    eventId?: string;
  } = {},
): Promise<InvariantFacts> {
  // Orders the gateway may have taken money for: every priced one it can remember.
  const gatewayKnows = (order: OrderRecord) => since === undefined || order.createdAt >= since;
  const events = eventId
    ? (await docs.getAll<EventRecord>([paths.event(eventId)])).flatMap(({ data }) =>
        data ? [{ id: eventId, path: paths.event(eventId), data }] : [],
      )
    : await docs.query<EventRecord>({ collection: 'events' });
  const ofEvent = eventId
    ? { where: [{ field: 'eventId', op: '==' as const, value: eventId }] }
    : {};
  const perEvent = await Promise.all(
    events.map(async (event) => {
      const types = await docs.query<TicketTypeRecord>({ collection: paths.eventTypes(event.id) });
      const [stock, lists] = await Promise.all([
        docs.query<StockRecord & Partial<Pick<StockSliceRecord, 'typeId'>>>({
          collection: paths.eventStock(event.id),
        }),
        docs.getAll<WaitingListRecord>(types.map((type) => paths.waitingList(event.id, type.id))),
      ]);
      return {
        types: types.map((type) => ({
          eventId: event.id,
          typeId: type.id,
          capacity: type.data.capacity,
        })),
        stock: stock.map((doc) => ({
          eventId: event.id,
          // A partition's slice names its type; a type's own stock is named by it.
          typeId: doc.data.typeId ?? doc.id,
          taken: doc.data.taken,
        })),
        reserved: lists.flatMap((list) =>
          list.data
            ? [
                {
                  eventId: event.id,
                  typeId: list.data.typeId,
                  tickets: list.data.pool + list.data.offered,
                },
              ]
            : [],
        ),
      };
    }),
  );
  const [orders, tickets] = await Promise.all([
    docs.query<OrderRecord>({ collection: 'orders', ...ofEvent }),
    docs.query<TicketRecord>({ collection: 'tickets', ...ofEvent }),
  ]);
  // A few at a time: the gateway is asked about every priced order.
  const priced = orders.filter((order) => order.data.amount > 0 && gatewayKnows(order.data));
  const charges: Awaited<ReturnType<typeof chargeOf>>[] = [];
  for (let start = 0; start < priced.length; start += 8) {
    const chunk = priced.slice(start, start + 8);
    charges.push(...(await Promise.all(chunk.map((order) => chargeOf(order.id)))));
  }
  const emailed = await Promise.all(
    orders
      .filter((order) => order.data.status === 'paid')
      .map(async (order) => ((await mailer.hasSent?.(`tickets_${order.id}`)) ? [order.id] : [])),
  );

  async function chargeOf(orderId: string) {
    try {
      const [payment, refunds] = await Promise.all([
        payments.verify(orderId),
        payments.refundsOf(orderId),
      ]);
      const refunded = refunds
        .filter((refund) => refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amount, 0);
      return [{ orderId, status: payment.status, amount: payment.amount, refunded }];
    } catch (error) {
      // A payment never started (a request refused before its payment began) has no record.
      if (error instanceof PaymentNotFoundError) return [];
      throw error;
    }
  }

  return {
    cancelledEvents: new Set(events.filter((event) => event.data.cancelledAt).map((e) => e.id)),
    types: perEvent.flatMap((event) => event.types),
    stock: perEvent.flatMap((event) => event.stock),
    reserved: perEvent.flatMap((event) => event.reserved),
    orders: orders.map(({ id, data }) => ({
      id,
      eventId: data.eventId,
      requestId: data.requestId,
      status: data.status,
      amount: data.amount,
      items: data.items,
      ...setFields(data, ['ticketCodes', 'stockReturn']),
      ...(gatewayKnows(data) ? {} : { gatewayKnows: false }),
    })),
    tickets: tickets.map(({ id, data }) => ({
      code: id,
      orderId: data.orderId,
      eventId: data.eventId,
      typeId: data.typeId,
      ...setFields(data, ['status']),
    })),
    charges: charges.flat(),
    ticketsEmailed: new Set(emailed.flat()),
    // Over the whole store and all the gateway remembers; a gateway that forgot (`since`)
    // would read as differences.
    ...(payouts && !eventId && since === undefined
      ? {
          ledger: await ledgerAgainstGateway(
            { docs, payouts },
            orders.map((o) => o.data),
          ),
        }
      : {}),
  };
}
