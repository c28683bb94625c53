import { z } from 'zod';
import { askedEmailAddress } from './asked-email-address';

/** `POST /api/events/{eventId}/lost-tickets`: the address a buyer's tickets went to. */
export const lostTicketsRequest = z.object({ email: askedEmailAddress });
export type LostTicketsRequest = z.input<typeof lostTicketsRequest>;

/** The same answer whether or not the address has tickets: nobody learns who bought any. */
export const lostTicketsAnswer = z.object({ message: z.string() });
export type LostTicketsAnswer = z.output<typeof lostTicketsAnswer>;

export const lostTicketsMessage =
  'If that address has tickets for this event, we have sent them to it. Check your inbox (and spam folder) in a minute.';
