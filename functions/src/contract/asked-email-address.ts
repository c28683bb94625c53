import { z } from 'zod';

/**
 * An address a person types to be sent something of theirs (lost tickets, their data): trimmed,
 * compared in lower case, and named plainly when missing or not an address.
 */
export const askedEmailAddress = z
  .string({ message: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254)
  .email('Enter a valid email address')
  .transform((email) => email.toLowerCase());
