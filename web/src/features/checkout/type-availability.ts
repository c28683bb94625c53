import type { PublicTicketType } from '@contract/public';
import type { AvailabilityResponse } from '@contract/public';

export type SaleState = AvailabilityResponse['types'][number]['state'];
export type TypeAvailability = { left: number; state: SaleState };

/** Below this many left, the page says "only N left". */
export const fewLeft = 10;

/**
 * What a buyer can get of a type: the live answer when it has arrived, else what the event
 * itself says (what is left, the sales window), so the page never waits to show prices.
 */
export function availabilityOf(
  type: PublicTicketType,
  live: AvailabilityResponse | undefined,
  now: Date,
): TypeAvailability {
  const fresh = live?.types.find((entry) => entry.id === type.id);
  if (fresh) return { left: fresh.left, state: fresh.state };
  const left = type.left;
  const iso = now.toISOString();
  if (type.salesStart && iso < type.salesStart) return { left, state: 'not_yet' };
  if (type.salesEnd && iso >= type.salesEnd) return { left, state: 'ended' };
  return { left, state: left === 0 ? 'sold_out' : 'on_sale' };
}

/** How many of a type one order may take now. */
export function maxQuantity(
  type: Pick<PublicTicketType, 'maxPerOrder'>,
  availability: TypeAvailability,
): number {
  if (availability.state !== 'on_sale') return 0;
  return Math.min(type.maxPerOrder, availability.left);
}
