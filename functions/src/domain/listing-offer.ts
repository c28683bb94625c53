import type { ListingState } from '../contract/listing';
import { formatMinorUnits } from '../contract/money';
import type { Currency } from '../contract/public';

/** A public ticket type as a list weighs it: its price, what is left, its sales window. */
export type OfferedType = {
  price: number;
  currency: Currency;
  capacity: number;
  /** Held or sold (the allocator's stock). */
  taken: number;
  salesStart: string | null;
  salesEnd: string | null;
};

/** What a list says of an event's tickets; empty for an event with no public type. */
export type ListingOffer = {
  fromPrice?: { price: number; currency: Currency };
  priceLabel?: string;
  state?: ListingState;
  stateLabel?: string;
};

const symbols: Record<Currency, string> = { ZAR: 'R', EUR: '€', USD: '$' };

/** 15050 ZAR is "R150.50". */
export const formatPrice = (price: number, currency: Currency) =>
  `${symbols[currency]}${formatMinorUnits(price)}`;

const stateLabels: Record<ListingState, string> = {
  on_sale: 'On sale',
  sold_out: 'Sold out',
  not_yet: 'Not on sale yet',
  ended: 'Sales ended',
};

/** A type's state at `now`: a closed sales window says more than sold out, as on the event page. */
function typeState(type: OfferedType, now: string): ListingState {
  if (type.salesEnd !== null && now >= type.salesEnd) return 'ended';
  if (type.salesStart !== null && now < type.salesStart) return 'not_yet';
  return type.capacity - type.taken <= 0 ? 'sold_out' : 'on_sale';
}

/** The event's state: on sale if any type is, else coming if any is, else sold out, else ended. */
const statePrecedence: ListingState[] = ['on_sale', 'not_yet', 'sold_out', 'ended'];

/**
 * "From R150.00" and "On sale": the lowest price of the public types (in the first type's
 * currency, should they differ), and whether any of them can be bought at `now`.
 */
export function listingOffer(types: readonly OfferedType[], now: string): ListingOffer {
  const first = types[0];
  if (!first) return {};
  const prices = types.filter((type) => type.currency === first.currency).map((t) => t.price);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const priceLabel =
    highest === 0
      ? 'Free'
      : lowest === highest
        ? formatPrice(lowest, first.currency)
        : `From ${lowest === 0 ? 'free' : formatPrice(lowest, first.currency)}`;
  const states = new Set(types.map((type) => typeState(type, now)));
  const state = statePrecedence.find((candidate) => states.has(candidate)) ?? 'ended';
  return {
    fromPrice: { price: lowest, currency: first.currency },
    priceLabel,
    state,
    stateLabel: stateLabels[state],
  };
}
