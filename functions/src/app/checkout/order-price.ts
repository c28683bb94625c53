import { orderCharge, type Charge, type FeeSchedule } from '../../domain/fees';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import type { PurchaseRequestRecord } from './checkout-records';

/**
 * What a buyer pays for `items` at an event, with the platform's fee as the event's terms
 * say: the one rule both the buyer's call (which starts the payment before queueing) and the
 * allocator (which grants at that price, or refuses when it changed) price an order by.
 */
export function orderPrice(
  items: ReadonlyArray<{ price: number; quantity: number }>,
  currency: string,
  event: Pick<EventRecord, 'feeMode' | 'feeSchedule'> | undefined,
  platformFee: FeeSchedule,
): Charge & { feeMode: NonNullable<EventRecord['feeMode']> } {
  const feeMode = event?.feeMode ?? 'absorbed';
  return {
    ...orderCharge(items, currency, event?.feeSchedule ?? platformFee, feeMode),
    feeMode,
  };
}

/**
 * False when the price the buyer's payment was started at (`plannedOrder`) is no longer the
 * order's: a type's price, or the event's fee terms, changed while the request waited. A
 * request the allocator refuses anyway (a type gone, currencies mixed) is left to that.
 */
export function plannedPriceHolds(
  request: Pick<PurchaseRequestRecord, 'items' | 'plannedOrder'>,
  typeOf: (typeId: string) => Pick<TicketTypeRecord, 'price' | 'currency'> | undefined,
  event: Pick<EventRecord, 'feeMode' | 'feeSchedule'> | undefined,
  platformFee: FeeSchedule,
): boolean {
  const planned = request.plannedOrder;
  if (!planned) return true;
  const types = request.items.map((item) => typeOf(item.typeId));
  const currencies = new Set(types.map((type) => type?.currency));
  if (types.some((type) => type === undefined) || currencies.size > 1) return true;
  const items = request.items.map((item, index) => ({
    price: types[index]!.price,
    quantity: item.quantity,
  }));
  const currency = types[0]!.currency;
  const now = orderPrice(items, currency, event, platformFee);
  return now.buyerPays === planned.amount && currency === planned.currency;
}
