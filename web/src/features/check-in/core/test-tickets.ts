import { formatQrPayload, signedTicketText } from '@contract/door';
import { bytesToBase64url } from './base64url';
import { ticketLookupKey } from './lookup-key';

/** An event's key pair and signed tickets, as the server makes them, for the scanner's tests. */
export async function makeEventKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicKey = bytesToBase64url(
    new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)),
  );
  return { privateKey: pair.privateKey, publicKey };
}

export async function signTicket(privateKey: CryptoKey, eventId: string, code: string) {
  const signature = await crypto.subtle.sign(
    { name: 'Ed25519' },
    privateKey,
    new TextEncoder().encode(signedTicketText(eventId, code)),
  );
  return formatQrPayload({ eventId, code, signature: bytesToBase64url(new Uint8Array(signature)) });
}

/** A 22-character code like the server's (128 random bits, base64url). */
export function newTicketCode(): string {
  return bytesToBase64url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function bundleTicket(
  code: string,
  extra: {
    typeName?: string;
    holderName?: string;
    status?: 'valid' | 'void';
    voidReason?: 'refunded' | 'cancelled' | 'transferred';
    replacesKey?: string;
    checkedInAt?: string;
    checkedInBy?: string;
  } = {},
) {
  return {
    key: await ticketLookupKey(code),
    typeName: 'General',
    status: 'valid' as const,
    ...extra,
  };
}
