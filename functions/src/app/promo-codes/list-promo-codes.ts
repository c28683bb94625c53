import type { PromoCodeList } from '../../contract/promo-codes';
import { collections, paths } from '../../paths';
import type { OrderRecord } from '../checkout/checkout-records';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEvent, type EventRequest } from '../events/organised-event';
import type { PromoCodeRecord } from './promo-records';
import { toPromoCodeView } from './promo-code-view';

/**
 * The event's promo codes, newest first, with their uses and what paid orders with each
 * brought in. The orders are read whole, as the sales figures read them (fine at the sizes
 * sold today; counters kept at fulfilment would replace this for very large events).
 */
export async function listPromoCodes({
  services: { docs },
  eventId,
  viewer,
}: UseCaseOptions<'docs', EventRequest>): Promise<PromoCodeList> {
  await readOrganisedEvent(docs, eventId, viewer, 'event.view');
  const [codes, orders] = await Promise.all([
    docs.query<PromoCodeRecord>({ collection: paths.promoCodes(eventId) }),
    docs.query<OrderRecord>({
      collection: collections.orders,
      where: [{ field: 'eventId', op: '==', value: eventId }],
    }),
  ]);
  const withCode = orders.map((order) => order.data).filter((order) => order.promo);
  return {
    codes: codes
      .map((doc) => doc.data)
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
      .map((record) => toPromoCodeView(record, withCode)),
  };
}
