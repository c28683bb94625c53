import type { z } from 'zod';
import type { ticketTypeInput } from '../../contract/events';
import type { TicketTypeRecord } from './event-records';

/** The stored form of a ticket type the organiser entered, at its place in the list. */
export function toTicketTypeRecord(
  type: z.output<typeof ticketTypeInput>,
  position: number,
  sold = 0,
): TicketTypeRecord {
  return {
    name: type.name,
    price: type.price,
    currency: type.currency,
    capacity: type.capacity,
    maxPerOrder: type.maxPerOrder,
    salesStart: type.salesStart ?? null,
    salesEnd: type.salesEnd ?? null,
    position,
    sold,
  };
}
