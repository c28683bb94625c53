import type { TicketView } from '@contract/tickets';

/** The code the sample ticket carries unless a test gives it another. */
export const sampleTicketCode = 'AbCdEfGhIjKlMnOpQrStUv';

/** A valid General ticket to Jazz night, as GET /api/me/tickets lists it; override the rest. */
export function buildTicket(overrides: Partial<TicketView> = {}): TicketView {
  const code = overrides.code ?? sampleTicketCode;
  return {
    code,
    qrPayload: `tp1.event1.${code}.${'s'.repeat(86)}`,
    status: 'valid',
    orderReference: 'order1',
    typeName: 'General',
    holderEmail: 'buyer@example.com',
    createdAt: '2026-11-01T10:00:00.000Z',
    event: { id: 'event1', name: 'Jazz night', timeZone: 'Africa/Johannesburg' },
    ...overrides,
  };
}
