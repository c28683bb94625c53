import { signedTicketText, type QrPayload } from '@contract/door';
import { base64urlToBytes } from './base64url';

/** The event's Ed25519 public key (raw 32 bytes, base64url, from the bundle) for WebCrypto. */
export function importEventPublicKey(publicKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', base64urlToBytes(publicKey), { name: 'Ed25519' }, false, [
    'verify',
  ]);
}

/** Whether the QR code's signature is the event's own over `tp1.{eventId}.{code}`. */
export async function isGenuineTicket(key: CryptoKey, payload: QrPayload): Promise<boolean> {
  try {
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      base64urlToBytes(payload.signature),
      new TextEncoder().encode(signedTicketText(payload.eventId, payload.code)),
    );
  } catch {
    // A signature of the wrong length or shape is simply not the event's.
    return false;
  }
}
