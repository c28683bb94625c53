import { orderCharge, type Charge, type FeeSchedule } from '../../domain/fees';
import { discountItems, type PromoTerms } from '../../contract/promo-price';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import type { PurchaseRequestRecord } from './checkout-records';

export type OrderPrice = Charge & {
  feeMode: NonNullable<EventRecord['feeMode']>;
  /** Minor units a promo code took off the tickets' prices (0 without one). */
  discount: number;
  /** The same, per item. */
  itemDiscounts: number[];
};

/**
 * What a buyer pays for `items` at an event, with the promo code's terms (if any) and then
 * the platform's fee on the discounted prices, as the event's terms say: the one rule both
 * the buyer's call (which starts the payment before queueing) and the allocator (which grants
 * at that price, or refuses when it changed) price an order by. `price` in the answer is the
 * tickets' discounted total.
 */
export function orderPrice(
  items: ReadonlyArray<{ typeId: string; price: number; quantity: number }>,
  currency: string,
  event: Pick<EventRecord, 'feeMode' | 'feeSchedule'> | undefined,
  platformFee: FeeSchedule,
  promo?: PromoTerms,
): OrderPrice {
  const feeMode = event?.feeMode ?? 'absorbed';
  const { lines, discount, itemDiscounts } = discountItems(items, currency, promo);
  return {
    ...orderCharge(lines, currency, event?.feeSchedule ?? platformFee, feeMode),
    feeMode,
    discount,
    itemDiscounts,
  };
}

/**
 * False when the price the buyer's payment was started at (`plannedOrder`) is no longer the
 * order's: a type's price, the event's fee terms, or the promo code's discount (`promo`, its
 * terms now) changed while the request waited. A request the allocator refuses anyway (a
 * type gone, currencies mixed) is left to that.
 */
export function plannedPriceHolds(
  request: Pick<PurchaseRequestRecord, 'items' | 'plannedOrder'>,
  typeOf: (typeId: string) => Pick<TicketTypeRecord, 'price' | 'currency'> | undefined,
  event: Pick<EventRecord, 'feeMode' | 'feeSchedule'> | undefined,
  platformFee: FeeSchedule,
  promo?: PromoTerms,
): boolean {
  const planned = request.plannedOrder;
  if (!planned) return true;
  const types = request.items.map((item) => typeOf(item.typeId));
  const currencies = new Set(types.map((type) => type?.currency));
  if (types.some((type) => type === undefined) || currencies.size > 1) return true;
  const items = request.items.map((item, index) => ({
    typeId: item.typeId,
    price: types[index]!.price,
    quantity: item.quantity,
  }));
  const currency = types[0]!.currency;
  const now = orderPrice(items, currency, event, platformFee, promo);
  return now.buyerPays === planned.amount && currency === planned.currency;
}
