import type { PublicTicketType } from '@contract/public';
import type { HeldOrder } from './checkout-state';

/**
 * What an order costs, line by line, in minor units. `feeLines` is true when the buyer pays
 * the service fee on top: only then are `serviceFee` and `serviceFeeVat` shown (when the
 * organiser absorbs the fee, the buyer pays the ticket prices and sees nothing more).
 */
export type OrderSummary = {
  currency: string;
  tickets: number;
  serviceFee: number;
  serviceFeeVat: number;
  total: number;
  feeLines: boolean;
  /** What a promo code took off the tickets (shown as its own line when more than 0). */
  discount?: number;
};

/**
 * The order the buyer is choosing: the page's per-ticket fee and VAT (the server priced them
 * with the allocator's function and schedule) times the quantities, which is exactly what
 * the allocator will charge, since it sums the same per-ticket figures.
 */
export function summariseChoice(
  types: readonly PublicTicketType[],
  items: ReadonlyArray<{ typeId: string; quantity: number }>,
): OrderSummary | undefined {
  const chosen = items.flatMap((item) => {
    const type = types.find((each) => each.id === item.typeId);
    return type ? [{ type, quantity: item.quantity }] : [];
  });
  const currency = chosen[0]?.type.currency;
  if (currency === undefined) return undefined;
  const sum = (amount: (type: PublicTicketType) => number) =>
    chosen.reduce((total, { type, quantity }) => total + amount(type) * quantity, 0);
  const tickets = sum((type) => type.price);
  const serviceFee = sum((type) => type.serviceFee ?? 0);
  const serviceFeeVat = sum((type) => type.serviceFeeVat ?? 0);
  return {
    currency,
    tickets,
    serviceFee,
    serviceFeeVat,
    total: tickets + serviceFee + serviceFeeVat,
    feeLines: serviceFee + serviceFeeVat > 0,
  };
}

/** The held order, as the allocator priced it: its `amount` is what the card is charged. */
export function summariseHeld(
  held: Pick<HeldOrder, 'amount' | 'currency' | 'charge'>,
): OrderSummary {
  // An absorbed fee is inside the ticket prices: nothing of it is the buyer's to see.
  const passedOn = held.charge?.feeMode === 'passed_on' ? held.charge : undefined;
  const serviceFee = passedOn?.platformFee ?? 0;
  const serviceFeeVat = passedOn?.vat ?? 0;
  return {
    currency: held.currency,
    tickets: held.amount - serviceFee - serviceFeeVat,
    serviceFee,
    serviceFeeVat,
    total: held.amount,
    feeLines: serviceFee + serviceFeeVat > 0,
  };
}
