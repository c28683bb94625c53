import type { WalletTicketFacts } from '../app/tickets/wallet-ticket-facts';

/** A ticket as the wallet passes are made from it: Jazz night, 20:00 to 23:30 in Johannesburg. */
export const walletTicketFacts: WalletTicketFacts = {
  passId: 'LOOKUPKEY0123456789abc',
  qrPayload: `tp1.event1.AbCdEfGhIjKlMnOpQrStUv.${'s'.repeat(86)}`,
  typeName: 'General',
  holder: 'guest@example.com',
  orderReference: 'order-1',
  eventId: 'event1',
  eventName: 'Jazz night',
  // 20:00 in Johannesburg is 18:00 UTC.
  startsAt: '2026-12-01T18:00:00.000Z',
  endsAt: '2026-12-01T21:30:00.000Z',
  timeZone: 'Africa/Johannesburg',
  locationText: 'The Orbit, Braamfontein',
  location: { lat: -26.1929, lng: 28.0339 },
  organiserName: 'Thandi Mokoena',
  ticketUrl: 'http://localhost/tickets/AbCdEfGhIjKlMnOpQrStUv',
};
