import type { saleStates } from '../contract/tickets';
import { salesWindowRefusal, type TypeStock } from './allocation';

export type SaleState = (typeof saleStates)[number];

/** Tickets of a type still to be had; never below 0, even if capacity was lowered below what is taken. */
export function leftOf(type: { capacity: number; taken: number }): number {
  return Math.max(0, type.capacity - type.taken);
}

/**
 * What is left of a ticket type and whether buyers can have it now, as the public page
 * shows it. A closed sales window says more than "sold out" (the tickets may come back on
 * sale, or the sale is over whatever is left), so it wins.
 */
export function availabilityOf(type: TypeStock, now: string): { left: number; state: SaleState } {
  const left = leftOf(type);
  const closed = salesWindowRefusal(type, now);
  if (closed?.code === 'not_on_sale') return { left, state: closed.opens ? 'not_yet' : 'ended' };
  return { left, state: left === 0 ? 'sold_out' : 'on_sale' };
}
