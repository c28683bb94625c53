import { z } from 'zod';

/** Pieces of the request schemas that several forms share, each with the errors it answers. */

/**
 * A whole number typed into a form; `what` names it in the errors ("Quantity must be a
 * number", "Quantity is a whole number"). Each field adds its own bounds and their messages.
 */
export const wholeNumber = (what: string) =>
  z.number({ message: `${what} must be a number` }).int(`${what} is a whole number`);

/** How many tickets of one type a buyer asks for: in an order, or on a waiting list. */
export const ticketQuantity = wholeNumber('Quantity')
  .min(1, 'At least one ticket')
  .max(100, 'At most 100 tickets');

/** A currency's ISO 4217 code, as administrators type it (ZAR). */
export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'A currency is three capital letters, e.g. ZAR');

/** A date and time with its offset, as the organiser's forms send it. */
export const isoDateTime = z.iso.datetime({ offset: true, message: 'Use an ISO date and time' });
