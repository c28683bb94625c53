import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A mailing's links (unsubscribe, a refund offer) carry a proof: an HMAC of what they name
 * (a recipient's key, an order) under a secret kept on the mailing, so each link works for
 * its own thing alone and no list of links is stored. (The store alone could make links: to
 * unsubscribe someone, or refund an order its buyer was offered to refund, nothing more.)
 */
export const newMailingSecret = () => randomBytes(32).toString('base64url');

export function linkProof(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value, 'utf8').digest('hex').slice(0, 32);
}

export function isLinkProof(secret: string, value: string, proof: string): boolean {
  const expected = Buffer.from(linkProof(secret, value), 'utf8');
  const given = Buffer.from(proof, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
