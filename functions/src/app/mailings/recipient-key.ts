import { createHash } from 'node:crypto';

/** An address as mailings compare it: trimmed and lower-case. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * A recipient's key in a mailing: the SHA-256 of its address (hex, 32 characters kept), so
 * that email names, unsubscribe links and records never carry the address itself.
 */
export const recipientKeyOf = (email: string) =>
  createHash('sha256').update(normalisedEmail(email), 'utf8').digest('hex').slice(0, 32);
