import { generateKeyPairSync } from 'node:crypto';
import type { TicketEmailFacts } from '../app/tickets/ticket-email';
import { qrPayloadOf } from '../app/tickets/ticket-signature';

/** An order of two tickets with every fact the ticket email shows, signed with a fresh key. */
const keys = generateKeyPairSync('ed25519');
export const publicKey = keys.publicKey;
const { privateKey } = keys;
export const eventId = 'evt_lagos_jazz';
export const codes = ['AbCdEfGhIjKlMnOpQrStUv', 'ZyXwVuTsRqPoNmLkJiHgFe'];

export const sampleFacts: TicketEmailFacts = {
  orderId: 'ord_7Hq2',
  eventId,
  eventName: 'Jazz & Wine <Live> at the Lagoon',
  startsAt: '2026-12-31T19:30:00+01:00',
  endsAt: '2026-12-31T23:00:00+01:00',
  timeZone: 'Africa/Lagos',
  locationText: 'Terra Kulture, Victoria Island, Lagos',
  location: { lat: 6.4281, lng: 3.4219 },
  organiserName: 'Adaeze Okafor',
  amount: 2500000,
  currency: 'NGN',
  tickets: codes.map((code, index) => ({
    code,
    typeName: index === 0 ? 'VIP table' : 'General admission',
    holder: 'buyer@example.com',
    qrPayload: qrPayloadOf(privateKey, eventId, code),
  })),
  publicBaseUrl: 'https://tickets.example.test',
};
