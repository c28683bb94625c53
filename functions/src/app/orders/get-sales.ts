import type { SalesResponse } from '../../contract/tickets';
import { leftOf } from '../../domain/sale-state';
import { emptyTally, tallySales } from '../../domain/sales-tally';
import { tallySources } from '../../domain/source-tally';
import { collections, paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { OrderRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { readTypeStocks } from '../allocator/read-type-stocks';
import { toOrderRow } from './order-row';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRequest } from '../events/organised-event';
import { authoriseEvent } from '../organisations/event-access';

/** Orders listed, newest first; the figures count every order. */
export const salesOrderLimit = 200;

/**
 * An event's sales for its organiser and administrators: per ticket type what is sold, held
 * and left and what it earned, the latest orders, and what each source (tracking link,
 * widget) sold. Anyone else is told the event does not exist, as for every organiser view.
 */
export async function getSales({
  services: { docs },
  eventId,
  viewer,
}: UseCaseOptions<'docs', EventRequest>): Promise<SalesResponse> {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event) throw notFound('Event');
  await authoriseEvent(docs, { ...event, id: eventId }, viewer, 'event.view');
  // Every order is read for the figures: fine at the sizes sold today. For very large events
  // counters kept when orders are fulfilled would replace this read.
  const [types, orders] = await Promise.all([
    readTypeStocks(docs, eventId),
    docs.query<OrderRecord>({
      collection: collections.orders,
      where: [{ field: 'eventId', op: '==', value: eventId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    }),
  ]);
  const sold = orders.map((order) => order.data);
  const tallies = tallySales(sold);
  return {
    types: types.map((type) => {
      const { sold, held, revenue } = tallies.get(type.typeId) ?? emptyTally;
      return {
        id: type.typeId,
        name: type.name,
        currency: type.currency,
        capacity: type.capacity,
        sold,
        held,
        left: leftOf(type),
        revenue,
      };
    }),
    orders: orders.slice(0, salesOrderLimit).map(toOrderRow),
    sources: tallySources(sold),
  };
}
