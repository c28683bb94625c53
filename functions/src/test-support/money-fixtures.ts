/** What the money contract tests (sales, refunds, payouts, the ledger) set up alike. */
import type { OrderRecord, PurchaseRequestRecord } from '../app/checkout/checkout-records';
import type { LedgerEntryRecord } from '../app/money/ledger-records';
import { prepareLedgerPosting, type LedgerPosting } from '../app/money/post-to-ledger';
import { approvePayout } from '../app/payouts/approve-payout';
import { onTransferWebhook } from '../app/payouts/resume-payouts';
import type { PayoutPolicy } from '../domain/payout-readiness';
import { paths } from '../paths';
import type { DocStore } from '../ports/doc-store';
import type { AccountSummary } from '../ports/identity';
import type { Clock } from '../ports/clock';
import type { PaymentGateway, PaymentInitialisation } from '../ports/payment-gateway';
import { testAllocatorTerms } from './checkout-fixtures';
import { fixedIdentity } from './fixed-identity';

const hourMs = 3_600_000;

/** The organiser whose events the money tests sell for and pay out to. */
export const testOrganiser: AccountSummary = {
  uid: 'organiser',
  email: 'organiser@example.com',
  emailVerified: true,
  disabled: false,
  isAdmin: false,
};

/** Payable 72 hours after the event, held 48 hours after a payout account changes. */
export const testPayoutPolicy: PayoutPolicy = {
  payableAfterMs: 72 * hourMs,
  holdAfterAccountChangeMs: 48 * hourMs,
};

/**
 * The services of a money contract test: its own store, clock, gateways and mail, and the
 * rest as the platform runs (the test organiser's account, fees, payout policy). Each use
 * case reads only the services it names.
 */
export const moneyServices = <Own extends { docs: DocStore; clock: Clock }>(own: Own) => ({
  identity: fixedIdentity([testOrganiser]),
  publicBaseUrl: 'https://tickets.example.com',
  ...testAllocatorTerms,
  payoutPolicy: testPayoutPolicy,
  ...own,
});

/**
 * Posts `posting` to the test organiser's event in a transaction of its own, as fulfilment,
 * a refund or a payout would.
 */
export const postToLedger = (docs: DocStore, posting: Omit<LedgerPosting, 'uid'>): Promise<void> =>
  docs.runTransaction(async (tx) => {
    const write = await prepareLedgerPosting(tx, { uid: testOrganiser.uid, ...posting });
    write();
  });

/** The entries of `eventId`'s ledger. */
export const ledgerEntriesOf = async (docs: DocStore, eventId: string) =>
  (await docs.query<LedgerEntryRecord>({ collection: paths.ledger(eventId) })).map(
    (doc) => doc.data,
  );

/** The orders of `eventId`, each with its id. */
export const ordersOfEvent = async (docs: DocStore, eventId: string) =>
  (
    await docs.query<OrderRecord>({
      collection: 'orders',
      where: [{ field: 'eventId', op: '==', value: eventId }],
    })
  ).map((doc) => ({ id: doc.id, ...doc.data }));

/**
 * A new buyer's request for `quantity` General tickets of `eventId`, answered by `allocate`
 * (the allocator with the test's services): the order it granted, none if it refused.
 */
export async function requestTickets(
  docs: DocStore,
  allocate: () => Promise<unknown>,
  request: { eventId: string; quantity: number; createdAt: string },
): Promise<string | undefined> {
  const requestId = docs.newId();
  const record: PurchaseRequestRecord = {
    eventId: request.eventId,
    uid: `buyer-${requestId}`,
    email: `${requestId.toLowerCase()}@example.com`,
    items: [{ typeId: 'gen', quantity: request.quantity }],
    createdAt: request.createdAt,
    status: 'pending',
  };
  await docs.create(paths.purchaseRequest(requestId), record);
  await allocate();
  return (await docs.get<PurchaseRequestRecord>(paths.purchaseRequest(requestId))).data?.orderId;
}

/** Pays `charge` at the fake Paystack, as the buyer would on its checkout page. */
export async function payAtFakePaystack(
  payments: PaymentGateway,
  charge: PaymentInitialisation,
): Promise<void> {
  const started = await payments.initialise(charge);
  await fetch(`${started.authorizationUrl}/pay`, { method: 'POST' });
}

/** Pays the stored order `orderId` in full at the fake Paystack. */
export async function payOrderAtFakePaystack(
  docs: DocStore,
  payments: PaymentGateway,
  orderId: string,
): Promise<void> {
  const order = (await docs.get<OrderRecord>(paths.order(orderId))).data!;
  await payAtFakePaystack(payments, {
    email: order.email,
    amount: order.amount,
    currency: order.currency,
    reference: orderId,
  });
}

/**
 * An administrator pays out the event's ZAR balance, and the fake Paystack settles the
 * transfer: its webhook delivered, and the transfer's outcome taken in as the webhook does.
 */
export async function payOutAtFakePaystack(
  services: Parameters<typeof approvePayout>[0]['services'],
  fake: { webhooksDelivered(): Promise<void> },
  eventId: string,
) {
  const payout = await approvePayout({ services, eventId, currency: 'ZAR', adminUid: 'admin' });
  await fake.webhooksDelivered();
  await onTransferWebhook(services, payout.id);
  return payout;
}
