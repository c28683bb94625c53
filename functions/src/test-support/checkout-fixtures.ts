import type { OrderRecord } from '../app/checkout/checkout-records';
import type { EventRecord } from '../app/events/event-records';
import type { FeeSchedule } from '../domain/fees';
import { paths } from '../paths';
import type { DocStore } from '../ports/doc-store';
import type { PaymentGateway } from '../ports/payment-gateway';
import { generalTypeRecord } from './ticket-type-fixture';

/** Stores an approved event `eventId` and its ticket types (ZAR 150.00, up to 4 per order). */
export async function storeApprovedEvent(
  docs: DocStore,
  eventId: string,
  types: Record<string, { name: string; capacity: number }>,
): Promise<void> {
  const event: EventRecord = {
    uid: 'organiser',
    name: 'Gig',
    description: '',
    approved: true,
    status: 'approved',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  await docs.set(paths.event(eventId), event);
  let position = 0;
  for (const [typeId, { name, capacity }] of Object.entries(types)) {
    const type = generalTypeRecord({ name, capacity, position: position++ });
    await docs.set(paths.eventType(eventId, typeId), type);
  }
}

/** The platform fee the tests price orders with: 5 % + R2.50 a ticket, 15 % VAT on it. */
export const testPlatformFee: FeeSchedule = {
  percentBasisPoints: 500,
  flatByCurrency: { ZAR: 250 },
  vatBasisPoints: 1500,
};

/**
 * A gateway on which payments only start (no HTTP), for tests that queue purchases and never
 * pay: each access code names its reference.
 */
export const startOnlyPayments = {
  initialise: async ({ reference }: { reference: string }) => ({
    reference,
    accessCode: `ac-${reference}`,
    authorizationUrl: `https://checkout.test/ac-${reference}`,
  }),
} as Pick<PaymentGateway, 'initialise'> as PaymentGateway;

/** PURCHASE_RATE_LIMIT as the tests' allocators keep it: the default, 20 in 10 minutes. */
export const testPurchaseLimit = { limit: 20, windowSeconds: 600 };

/** The terms a test's allocator decides by: the test platform fee and purchase limit. */
export const testAllocatorTerms = {
  platformFee: testPlatformFee,
  purchaseRateLimit: testPurchaseLimit,
};

/**
 * A buyer's order of two General tickets of `e1` at R150, held for a minute from `at`;
 * `overrides` for the rest.
 */
export function heldOrder(at: Date, overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    eventId: 'e1',
    uid: 'buyer',
    email: 'buyer@example.com',
    requestId: 'r1',
    items: [{ typeId: 'gen', name: 'General', quantity: 2, unitPrice: 15000 }],
    amount: 30000,
    currency: 'ZAR',
    status: 'held',
    createdAt: at.toISOString(),
    holdExpiresAt: new Date(at.getTime() + 60_000).toISOString(),
    ...overrides,
  };
}
