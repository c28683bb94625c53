import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { googleWalletTestCredentials } from '../../test-support/wallet-test-credentials';
import { walletTicketFacts as facts } from '../../test-support/wallet-ticket-fixture';
import { googleWalletSaveBase, googleWalletSaveUrl } from './google-wallet-link';

type SavePayload = {
  typ: string;
  origins: string[];
  payload: {
    eventTicketClasses: Record<string, unknown>[];
    eventTicketObjects: Record<string, unknown>[];
  };
};

describe('googleWalletSaveUrl', () => {
  const credentials = googleWalletTestCredentials();
  const now = new Date('2026-11-01T10:00:00Z');
  const saveUrl = () =>
    googleWalletSaveUrl(facts, credentials, { now, origin: 'https://tickets.example' });

  it('is a save link whose JWT verifies with the service account key (RS256)', async () => {
    const url = await saveUrl();
    expect(url.startsWith(googleWalletSaveBase)).toBe(true);
    const jwt = url.slice(googleWalletSaveBase.length);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await jwtVerify<SavePayload>(jwt, credentials.publicKey, {
      issuer: credentials.serviceAccountEmail,
      audience: 'google',
      algorithms: ['RS256'],
      currentDate: now,
    });
    expect(payload.typ).toBe('savetowallet');
    expect(payload.iat).toBe(now.getTime() / 1000);
    expect(payload.origins).toEqual(['https://tickets.example']);
  });

  it('does not verify with another key', async () => {
    const jwt = (await saveUrl()).slice(googleWalletSaveBase.length);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    await expect(jwtVerify(jwt, other)).rejects.toThrow(/signature/i);
  });

  it('carries the ticket: its signed QR payload, holder, type, and its event class', async () => {
    const jwt = (await saveUrl()).slice(googleWalletSaveBase.length);
    const { payload } = await jwtVerify<SavePayload>(jwt, credentials.publicKey, {
      currentDate: now,
    });
    const [ticketClass] = payload.payload.eventTicketClasses;
    const [ticket] = payload.payload.eventTicketObjects;
    expect(payload.payload.eventTicketObjects).toHaveLength(1);
    expect(ticket).toMatchObject({
      id: `${credentials.issuerId}.ticket-${facts.passId}`,
      classId: `${credentials.issuerId}.event-event1`,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: facts.qrPayload },
      ticketHolderName: 'guest@example.com',
      ticketType: { defaultValue: { language: 'en', value: 'General' } },
    });
    expect(ticketClass).toMatchObject({
      id: `${credentials.issuerId}.event-event1`,
      issuerName: 'Ticketing Paradise',
      eventName: { defaultValue: { language: 'en', value: 'Jazz night' } },
      venue: { name: { defaultValue: { language: 'en', value: 'The Orbit, Braamfontein' } } },
      // The venue's wall clock and offset: the same instants as the event's.
      dateTime: { start: '2026-12-01T20:00:00+02:00', end: '2026-12-01T23:30:00+02:00' },
    });
    // Google keeps the ids: they name the ticket by its lookup key, never by its code (which
    // only the holder's barcode and link to the ticket page carry).
    expect(String(ticket!.id)).not.toContain('AbCdEfGhIjKlMnOpQrStUv');
    expect(JSON.stringify(ticketClass)).not.toContain('AbCdEfGhIjKlMnOpQrStUv');
  });

  it('leaves out the dates and the venue of an event that has none', async () => {
    const url = await googleWalletSaveUrl(
      { ...facts, startsAt: undefined, endsAt: undefined, locationText: undefined },
      credentials,
      { now, origin: 'https://tickets.example' },
    );
    const { payload } = await jwtVerify<SavePayload>(
      url.slice(googleWalletSaveBase.length),
      credentials.publicKey,
      { currentDate: now },
    );
    const [ticketClass] = payload.payload.eventTicketClasses;
    expect(ticketClass).not.toHaveProperty('dateTime');
    expect(ticketClass).not.toHaveProperty('venue');
  });
});
