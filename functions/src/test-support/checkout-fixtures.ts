import type { OrderRecord, PurchaseRequestRecord } from '../app/checkout/checkout-records';
import type { Services } from '../app/common/services';
import type { EventRecord } from '../app/events/event-records';
import type { PromoCodeRecord } from '../app/promo-codes/promo-records';
import type { PromoTerms } from '../contract/promo-price';
import type { FeeSchedule } from '../domain/fees';
import { paths } from '../paths';
import type { DocStore } from '../ports/doc-store';
import type { PaymentGateway } from '../ports/payment-gateway';
import { generalTypeRecord } from './ticket-type-fixture';

/** When the contract tests' sales have been open from: 1 December 2026, 10:00 UTC. */
export const saleStart = Date.parse('2026-12-01T10:00:00.000Z');

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

/**
 * A request by `uid` (mail at `${uid}@example.com`) for one General (`ga`) ticket of `e1`,
 * queued `at` and waiting for the allocator; `overrides` for the rest.
 */
export function pendingRequest(
  uid: string,
  at: Date | number | string,
  overrides: Partial<PurchaseRequestRecord> = {},
): PurchaseRequestRecord {
  return {
    eventId: 'e1',
    uid,
    email: `${uid}@example.com`,
    items: [{ typeId: 'ga', quantity: 1 }],
    createdAt: new Date(at).toISOString(),
    status: 'pending',
    ...overrides,
  };
}

/** The payment a test's buyer started before queueing (its access code `ac-1`). */
export const startedPayment = {
  accessCode: 'ac-1',
  authorizationUrl: 'https://checkout.test/ac-1',
};

/**
 * The order beginTransaction planned for request `requestId` (`order-${requestId}`), at
 * `amount` ZAR cents, its payment started.
 */
export const plannedOrder = (requestId: string, amount: number) => ({
  id: `order-${requestId}`,
  amount,
  currency: 'ZAR',
  payment: startedPayment,
});

/** The stored request `id`, as the allocator left it (pending, granted or refused). */
export const storedRequest = async (docs: DocStore, id: string) =>
  (await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(id))).data!;

/** Every stored purchase request, each with its id. */
export const storedRequests = async (docs: DocStore) =>
  (await docs.query<PurchaseRequestRecord>({ collection: 'purchaseRequests' })).map((doc) => ({
    id: doc.id,
    ...doc.data,
  }));

/** Every stored order. */
export const storedOrders = async (docs: DocStore) =>
  (await docs.query<OrderRecord>({ collection: 'orders' })).map((doc) => doc.data);

/** 10 % off each ticket, on every type. */
export const tenPercentOff: PromoTerms = {
  kind: 'percent',
  value: 1000,
  per: 'ticket',
  typeIds: [],
};

/**
 * An active promo code `code` of 10 % off each ticket, 10 uses, none used yet, made `at`;
 * `overrides` for the rest.
 */
export function promoCodeRecord(
  code: string,
  at: Date | number | string,
  overrides: Partial<PromoCodeRecord> = {},
): PromoCodeRecord {
  const made = new Date(at).toISOString();
  return {
    code,
    terms: tenPercentOff,
    maxUses: 10,
    maxUsesPerBuyer: null,
    validFrom: null,
    validUntil: null,
    active: true,
    used: 0,
    createdAt: made,
    updatedAt: made,
    ...overrides,
  };
}

/** What beginTransaction uses of the services. */
export type CheckoutServices = Pick<
  Services,
  'docs' | 'clock' | 'payments' | 'mailer' | 'publicBaseUrl' | 'purchaseRateLimit' | 'platformFee'
>;

/**
 * The services a checkout test runs beginTransaction with on `docs`: the clock stopped at
 * 2026-11-22 10:00 UTC, payments that only start, a mailer that sends nothing, the test fee
 * and purchase limit; `overrides` for the rest.
 */
export function checkoutServices(
  docs: DocStore,
  overrides: Partial<CheckoutServices> = {},
): CheckoutServices {
  return {
    docs,
    clock: { now: () => new Date('2026-11-22T10:00:00.000Z') },
    payments: startOnlyPayments,
    mailer: { send: async () => {} },
    publicBaseUrl: 'http://localhost',
    purchaseRateLimit: testPurchaseLimit,
    platformFee: testPlatformFee,
    ...overrides,
  };
}
