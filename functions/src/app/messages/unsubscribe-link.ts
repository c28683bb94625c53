import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The proof in an unsubscribe link: an HMAC of the recipient's key under the mailing's own
 * secret, so each link works for its address alone and no list of links is stored. (The
 * secret sits on the mailing: the store alone could unsubscribe people, and nothing more.)
 */
export function unsubscribeProof(secret: string, recipientKey: string): string {
  return createHmac('sha256', secret).update(recipientKey, 'utf8').digest('hex').slice(0, 32);
}

export function isUnsubscribeProof(secret: string, recipientKey: string, proof: string): boolean {
  const expected = Buffer.from(unsubscribeProof(secret, recipientKey), 'utf8');
  const given = Buffer.from(proof, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The query that names one recipient of one mailing, with its proof. */
export function unsubscribeQuery(mailingId: string, recipientKey: string, proof: string): string {
  return new URLSearchParams({ m: mailingId, r: recipientKey, t: proof }).toString();
}
