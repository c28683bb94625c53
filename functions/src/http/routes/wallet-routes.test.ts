import AdmZip from 'adm-zip';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigResponse } from '../../contract/config';
import { ticketView } from '../../contract/tickets';
import { walletPaths } from '../../contract/wallet';
import type { EventRecord } from '../../app/events/event-records';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { storeTickets, ticketOf } from '../../test-support/scan-fixtures';
import {
  appleWalletTestCredentials,
  googleWalletTestCredentials,
} from '../../test-support/wallet-test-credentials';
import { googleWalletSaveBase } from '../../app/tickets/google-wallet-link';

const apple = appleWalletTestCredentials();
const google = googleWalletTestCredentials();
/** Well formed (22 base64url characters), but nobody's ticket. */
const unknownCode = 'AAAAAAAAAAAAAAAAAAAAAA';

type GooglePayload = {
  payload: { eventTicketObjects: { barcode: { value: string }; ticketHolderName: string }[] };
};

/** The refusals are the same for the Apple pass and the Google link: each case runs for both. */
const bothWallets: Array<[wallet: string, pathOf: (code: string) => string]> = [
  ['Apple', walletPaths.apple],
  ['Google', walletPaths.google],
];

describe('wallet passes, by the ticket code', () => {
  let api: ApiHarness;
  let bare: ApiHarness;
  let valid: string;
  let refunded: string;

  beforeAll(async () => {
    [api, bare] = await Promise.all([
      startApiApp({ appleWallet: apple, googleWallet: google }),
      startApiApp(),
    ]);
    for (const harness of [api, bare]) {
      await storeApprovedEvent(harness.docs, 'e1', { gen: { name: 'General', capacity: 10 } });
      const event = (await harness.docs.get<EventRecord>(paths.event('e1'))).data!;
      await harness.docs.set(paths.event('e1'), {
        ...event,
        name: 'Jazz night',
        startsAt: '2026-12-01T20:00:00+02:00',
        timeZone: 'Africa/Johannesburg',
        locationText: 'The Orbit, Braamfontein',
        location: { lat: -26.1929, lng: 28.0339 },
      });
    }
    [valid, refunded] = await storeTickets(api.docs, [
      ticketOf('e1', { email: 'holder@example.com' }),
      ticketOf('e1', { status: 'void', voidReason: 'refunded' }),
    ]);
    await storeTickets(bare.docs, [ticketOf('e1')]);
  });
  afterAll(() => Promise.all([api.close(), bare.close()]));

  /** What the ticket page's QR code carries: the wallets must carry the same. */
  const pagePayload = async (code: string) =>
    ticketView.parse((await api.call(`/api/tickets/${code}`)).body).qrPayload;

  it('tells the web app which wallets are configured', async () => {
    const configured = publicConfigResponse.parse((await api.call('/api/config')).body);
    expect(configured.walletPasses).toEqual({ apple: true, google: true });
    const none = publicConfigResponse.parse((await bare.call('/api/config')).body);
    expect(none.walletPasses).toEqual({ apple: false, google: false });
  });

  it('answers the .pkpass of a valid ticket, with the QR payload of its page, never cached', async () => {
    const response = await api.fetch(walletPaths.apple(valid));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toContain('ticket.pkpass');
    const zip = new AdmZip(Buffer.from(await response.arrayBuffer()));
    const pass = JSON.parse(zip.readAsText('pass.json')) as {
      barcodes: { message: string }[];
      relevantDate: string;
      locations: { latitude: number }[];
    };
    expect(pass.barcodes[0]!.message).toBe(await pagePayload(valid));
    expect(Date.parse(pass.relevantDate)).toBe(Date.parse('2026-12-01T18:00:00Z'));
    expect(pass.locations[0]!.latitude).toBe(-26.1929);
    expect(zip.getEntry('signature')).not.toBeNull();
  });

  it('sends a valid ticket to Google Wallet with a signed save link', async () => {
    const response = await api.fetch(walletPaths.google(valid));
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const location = response.headers.get('location')!;
    expect(location.startsWith(googleWalletSaveBase)).toBe(true);
    const { payload } = await jwtVerify<GooglePayload>(
      location.slice(googleWalletSaveBase.length),
      google.publicKey,
      { issuer: google.serviceAccountEmail, audience: 'google' },
    );
    const [ticket] = payload.payload.eventTicketObjects;
    expect(ticket!.barcode.value).toBe(await pagePayload(valid));
    expect(ticket!.ticketHolderName).toBe('holder@example.com');
  });

  it.each(bothWallets)(
    '%s: a code nobody holds is a 404 that names no ticket',
    async (_wallet, pathOf) => {
      const response = await api.fetch(pathOf(unknownCode));
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).not.toMatch(/tp1\.|pay\.google/);
    },
  );

  it.each(bothWallets)('%s: a malformed code is a 400 naming it', async (_wallet, pathOf) => {
    const response = await api.fetch(pathOf('not-a-code'));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('code');
  });

  it.each(bothWallets)(
    '%s: a refunded ticket is refused with the reason (409)',
    async (_wallet, pathOf) => {
      const response = await api.fetch(pathOf(refunded));
      expect(response.status).toBe(409);
      const text = await response.text();
      expect(text).toContain('refunded');
      expect(text).not.toMatch(/tp1\./);
    },
  );

  it.each(bothWallets)(
    '%s: without its keys configured, every code is a 404',
    async (_wallet, pathOf) => {
      const [code] = (await bare.docs.query({ collection: 'tickets' })).map((doc) => doc.id);
      for (const tried of [code!, unknownCode]) {
        const response = await bare.fetch(pathOf(tried));
        expect(response.status).toBe(404);
        expect(await response.text()).not.toMatch(/tp1\./);
      }
    },
  );
});
