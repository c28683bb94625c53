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
  // A public type keeps no code: none would unlock anything.
  const hidden: Pick<TicketTypeRecord, 'visibility' | 'accessCode'> =
    type.visibility && type.visibility !== 'public' && type.accessCode
      ? { visibility: type.visibility, accessCode: type.accessCode }
      : {};
  return { ...ticketTypeTerms({ ...type, ...salesWindow }), position, sold, ...hidden };
}
