import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseScannedText, signedTicketText } from '../../contract/door';
import { isGenuineTicket, qrPayloadOf, rawPublicKey, signTicket } from './ticket-signature';
import { ticketLookupKey } from './ticket-lookup-key';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const code = 'AbCdEfGhIjKlMnOpQrStUv';
const eventId = 'event1';

/** Verifies as the scanner in the browser does: WebCrypto, the raw public key from the bundle. */
async function verifiesInBrowser(raw: string, text: string, signature: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(raw, 'base64url'),
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(text),
  );
}

describe('ticket signatures', () => {
  it('are 64 bytes of base64url, the same every time (Ed25519 is deterministic)', () => {
    const signature = signTicket(privateKey, eventId, code);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(Buffer.from(signature, 'base64url')).toHaveLength(64);
    expect(signTicket(privateKey, eventId, code)).toBe(signature);
  });

  it('make a QR payload the scanner parses back', () => {
    const payload = qrPayloadOf(privateKey, eventId, code);
    expect(payload).toBe(`tp1.${eventId}.${code}.${signTicket(privateKey, eventId, code)}`);
    expect(parseScannedText(payload)).toEqual({
      eventId,
      code,
      signature: signTicket(privateKey, eventId, code),
    });
  });

  it('verify with WebCrypto and the raw public key, as the browser will', async () => {
    const raw = rawPublicKey(publicKey);
    expect(Buffer.from(raw, 'base64url')).toHaveLength(32);
    const signature = signTicket(privateKey, eventId, code);
    expect(await verifiesInBrowser(raw, signedTicketText(eventId, code), signature)).toBe(true);
    // The signature covers the event too: moved to another event, it no longer verifies.
    expect(await verifiesInBrowser(raw, signedTicketText('event2', code), signature)).toBe(false);
  });

  it('are genuine only for the key, event and code they were made for', () => {
    const signature = signTicket(privateKey, eventId, code);
    expect(isGenuineTicket(publicKey, eventId, code, signature)).toBe(true);
    expect(isGenuineTicket(publicKey, 'event2', code, signature)).toBe(false);
    expect(isGenuineTicket(publicKey, eventId, 'AbCdEfGhIjKlMnOpQrStUw', signature)).toBe(false);
    const other = generateKeyPairSync('ed25519');
    expect(isGenuineTicket(other.publicKey, eventId, code, signature)).toBe(false);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(isGenuineTicket(publicKey, eventId, code, flipped)).toBe(false);
    expect(isGenuineTicket(publicKey, eventId, code, 'short')).toBe(false);
  });
});

describe('ticketLookupKey', () => {
  it('is the first 22 characters of base64url SHA-256 of the code', async () => {
    const digest = Buffer.from(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code)),
    ).toString('base64url');
    expect(ticketLookupKey(code)).toBe(digest.slice(0, 22));
    expect(ticketLookupKey(code)).not.toContain(code);
  });
});
