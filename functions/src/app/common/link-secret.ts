import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret of an emailed link (a ticket's claim, an invitation): 32 random bytes, base64url
 * (43 characters). Only its SHA-256 is stored, so the store alone opens no link.
 */
export const newLinkSecret = () => randomBytes(32).toString('base64url');

export const hashLinkSecret = (secret: string) =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** Whether `secret` is the one `storedHash` was made from, compared in constant time. */
export function matchesLinkSecret(storedHash: string, secret: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashLinkSecret(secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
