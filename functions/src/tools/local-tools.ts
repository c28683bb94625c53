/**
 * Entry point of lib/tools.js, used by scripts/ (seeding the local stack). Not deployed:
 * firebase.json ignores it.
 */
export { createServices, firebaseAppName } from '../config/services';
export { readRuntimeConfig } from '../config/runtime-config';
export { seedDemoData, demoAccounts } from './seed-demo-data';
export { whenTriggersSettle } from '../config/embedded-triggers';
// The checkout benchmark (scripts/bench-checkout.mjs): the beginTransaction app on a plain
// HTTP server, the allocator, the use cases that set up its event, and the fake Paystack.
export { createBeginTransactionApp } from '../http/begin-transaction-app';
export { allocatePurchases, onNewRequests } from '../app/allocator/allocate-purchases';
export { createEvent } from '../app/events/create-event';
export { decideApproval } from '../app/moderation/decide-approval';
export { collections, paths } from '../paths';
export { personalOrganisationId } from '../app/organisations/personal-organisation';
export { createFakePaystack } from './fake-paystack/server';
// The web benchmark (scripts/bench-web.mjs) and the read benchmark (scripts/bench-read.mjs):
// the api app on a plain Node HTTP server.
export { createApiApp } from '../http/api-app';
// The reconciliation script (scripts/reconcile.mjs): the ledger against Paystack's records.
export { reconcileStore } from './reconcile-store';
// The banner sizes one-off (scripts/banner-sizes.mjs): AVIF and WebP of banners stored before.
export { backfillBannerVariants } from '../app/events/banner-variants-backfill';
// The invariant check (scripts/check-invariants.mjs): money and tickets after a fault run.
export { checkStoreInvariants } from './check-store-invariants';
// The money benchmark (scripts/bench-money.mjs): an event's ledger written as fulfilment,
// refunds and payouts write it, with the fees checkout charges and the fake Paystack's own.
export { moneyShardId, moneyShards, prepareLedgerPosting } from '../app/money/post-to-ledger';
export { refundPosting, salePosting } from '../app/money/order-postings';
export { signed } from '../domain/ledger';
export { ticketCharge } from '../domain/fees';
export { cardFees } from './fake-paystack/fees';
// ...and its reconciliation of that ledger against the fake Paystack's records.
export { readingWindow, reconcile } from '../app/reconciliation/reconcile';
export { createPaystackPayouts } from '../adapters/paystack-payouts';
// The local stack's wallet passes (scripts/lib/local-wallets.mjs): test credentials, never real.
export {
  appleWalletTestCredentials,
  googleWalletTestCredentials,
} from '../test-support/wallet-test-credentials';
// The soak (scripts/soak.mjs): a mixed load through the use cases while the fake Paystack
// misbehaves, then the invariants over everything.
export { beginTransaction } from '../app/checkout/begin-transaction';
export { confirmPayment } from '../app/payments/confirm-payment';
export { checkLapsedPayments } from '../app/payments/check-lapsed-payments';
export { refundPaidOrder } from '../app/refunds/refund-paid-order';
export { resumeStalledRefunds } from '../app/refunds/resume-stalled-refunds';
export { cancelEvent } from '../app/events/cancel-event';
export { checkInAttendee } from '../app/check-in/manual-check-in';
export { readInvariantFacts } from '../app/invariants/read-invariant-facts';
export { checkInvariants } from '../domain/invariants';
export { createPaystackGateway } from '../adapters/paystack-gateway';
export { createPaystackWebhookApp } from '../http/payment-apps';
// The signing keys' migration and rotation (scripts/keys.mjs): every key sealed with the
// current wrapping key; a new wrapping key's setting.
export { resealStoreKeys } from './reseal-store-keys';
// The data migrations (scripts/migrate.mjs, npm run deploy): events into organisations.
export { migrateStore } from './migrate-store';
export { newWrappingKeyEntry } from '../app/tickets/key-envelope';
// The check-in benchmark (scripts/lib/bench/run-checkin-sync.mjs) signs tickets as the functions do.
export { eventKeys } from '../app/tickets/event-keys';
// The messages benchmark (scripts/bench-messages.mjs): one message to an event's holders,
// sent as its trigger sends it.
export { createMessage } from '../app/messages/create-message';
export { runMailing } from '../app/mailings/run-mailing';
export { allMailingKinds } from '../app/mailings/all-mailing-kinds';
// Backups and restores (scripts/backup.mjs, scripts/restore.mjs): the local stack's store, or a
// managed export of a project's Firestore.
export { backupStack, restoreStack, startManagedBackup } from './backups/backup-stack';
export { BackupRefused } from './backups/backup-manifest';
