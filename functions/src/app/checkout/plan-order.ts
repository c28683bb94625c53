import type { Services } from '../common/services';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import type { BeginTransactionInput } from './precheck';
import type { PurchaseRequestRecord } from './checkout-records';
import { orderPrice } from './order-price';
import type { PromoCodeRecord } from '../promo-codes/promo-records';
import { crashPoint } from '../common/crash-points';

export type PlannedOrder = NonNullable<PurchaseRequestRecord['plannedOrder']>;

/**
 * Names the order a grant of this request would create and starts its payment at the price
 * the allocator will charge (`orderPrice`), before the request is queued: a grant then needs
 * no write but the order's, and the buyer's answer no call to the gateway. A request that is
 * refused leaves a payment nobody is shown, which the gateway lets lapse unpaid.
 */
export async function planOrder(
  { docs, payments, platformFee }: Pick<Services, 'docs' | 'payments' | 'platformFee'>,
  {
    input,
    event,
    types,
    promo,
  }: {
    input: BeginTransactionInput;
    event: EventRecord;
    types: readonly TicketTypeRecord[];
    /** The code's terms as the precheck read them: a change since is `price_changed`. */
    promo?: PromoCodeRecord;
  },
): Promise<PlannedOrder> {
  const id = docs.newId();
  const currency = types[0]!.currency;
  const { buyerPays: amount } = orderPrice(
    input.items.map((item, index) => ({
      typeId: item.typeId,
      price: types[index]!.price,
      quantity: item.quantity,
    })),
    currency,
    event,
    platformFee,
    promo?.terms,
  );
  // Free (free tickets, or a 100 % code): no payment; the grant fulfils it (answerFor).
  if (amount === 0) return { id, amount, currency };
  const started = await payments.initialise({
    email: input.email,
    amount,
    currency,
    reference: id,
    metadata: { orderId: id, eventId: input.eventId },
  });
  crashPoint('checkout.payment-started');
  const payment = { accessCode: started.accessCode, authorizationUrl: started.authorizationUrl };
  return { id, amount, currency, payment };
}
