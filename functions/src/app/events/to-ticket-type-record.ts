import type { z } from 'zod';
import type { ticketTypeInput } from '../../contract/events';
import { ticketTypeTerms, type TicketTypeRecord } from './event-records';

/** The stored form of a ticket type the organiser entered, at its place in the list. */
export function toTicketTypeRecord(
  type: z.output<typeof ticketTypeInput>,
  position: number,
  sold = 0,
): TicketTypeRecord {
  const salesWindow = { salesStart: type.salesStart ?? null, salesEnd: type.salesEnd ?? null };
  return { ...ticketTypeTerms({ ...type, ...salesWindow }), position, sold };
}
