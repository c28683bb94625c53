import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { formatQrPayload, signedTicketText } from '../../contract/door';

/**
 * Ed25519 signatures of tickets' QR codes. Ed25519 is deterministic: a ticket's signature is
 * the same every time, so it is made when the ticket is shown rather than stored.
 */
export function signTicket(privateKey: KeyObject, eventId: string, code: string): string {
  return sign(null, Buffer.from(signedTicketText(eventId, code)), privateKey).toString('base64url');
}

/** What a ticket's QR code carries: its code, its event and the signature of both. */
export function qrPayloadOf(privateKey: KeyObject, eventId: string, code: string): string {
  return formatQrPayload({ eventId, code, signature: signTicket(privateKey, eventId, code) });
}

export function isGenuineTicket(
  publicKey: KeyObject,
  eventId: string,
  code: string,
  signature: string,
): boolean {
  const bytes = Buffer.from(signature, 'base64url');
  if (bytes.length !== 64) return false;
  return verify(null, Buffer.from(signedTicketText(eventId, code)), publicKey, bytes);
}

/** The raw 32 bytes of an Ed25519 public key, base64url (WebCrypto's `raw` format). */
export function rawPublicKey(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new Error('Not an Ed25519 public key');
  return jwk.x;
}

/** The public key of a raw base64url Ed25519 key. */
export function publicKeyFromRaw(raw: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' });
}
