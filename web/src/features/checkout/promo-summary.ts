import { orderCharge } from '@contract/fees';
import type { PromoCodeCheckResponse } from '@contract/promo-codes';
import { discountItems } from '@contract/promo-price';
import type { PublicTicketType } from '@contract/public';
import type { OrderSummary } from './order-summary';

/**
 * The order the buyer is choosing, with a promo code: the discount, then the service fee on
 * the discounted prices, with the very functions (contract/promo-price.ts, fees.ts) and the
 * event's fee terms the allocator prices it by, so the total shown is what the popup charges.
 * Loaded with the code's check, not with the page.
 */
export function summariseWithPromo(
  types: readonly PublicTicketType[],
  items: ReadonlyArray<{ typeId: string; quantity: number }>,
  promo: PromoCodeCheckResponse,
): OrderSummary | undefined {
  const priced = items.flatMap((item) => {
    const type = types.find((each) => each.id === item.typeId);
    return type ? [{ typeId: type.id, price: type.price, quantity: item.quantity }] : [];
  });
  const currency = types.find((type) => type.id === priced[0]?.typeId)?.currency;
  if (currency === undefined) return undefined;
  const { lines, discount } = discountItems(priced, currency, promo.terms);
  const charge = orderCharge(lines, currency, promo.feeSchedule, promo.feeMode);
  const passedOn = promo.feeMode === 'passed_on';
  const serviceFee = passedOn ? charge.platformFee : 0;
  const serviceFeeVat = passedOn ? charge.vat : 0;
  return {
    currency,
    tickets: charge.price,
    serviceFee,
    serviceFeeVat,
    total: charge.buyerPays,
    feeLines: serviceFee + serviceFeeVat > 0,
    discount,
  };
}
