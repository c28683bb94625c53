/**
 * Wiring only: each export is a deployed Cloud Function. Names are part of the contract
 * (see ARCHITECTURE.md); hosting rewrites /api/** to them.
 */
import type { Express } from 'express';
import * as logger from 'firebase-functions/logger';
import { onRequest, type HttpsOptions } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { deleteIdleAnonymousSessions } from './app/accounts/delete-idle-anonymous-sessions';
import { makeMissingProfiles } from './app/accounts/make-missing-profiles';
import { removeExpiredAttendeeDetails } from './app/erasure/remove-expired-attendee-details';
import { sweepErasures } from './app/erasure/sweep-erasures';
import {
  allocatePartition,
  allocatePurchases,
  onNewRequests,
  startsStockReturn,
} from './app/allocator/allocate-purchases';
import { onEventApprovalChanged } from './app/moderation/on-event-approval-changed';
import { allMailingKinds } from './app/mailings/all-mailing-kinds';
import { resumeMailings } from './app/mailings/resume-mailings';
import { runMailing } from './app/mailings/run-mailing';
import { sendDueReminders } from './app/reminders/send-due-reminders';
import { resumeStalledRefunds } from './app/refunds/resume-stalled-refunds';
import { checkLapsedPayments } from './app/payments/check-lapsed-payments';
import { resumePayouts } from './app/payouts/resume-payouts';
import { serveAfterStockReturn, sweepWaitingLists } from './app/waiting-list/serve-and-notify';
import { fanOutWebhookEvent } from './app/webhooks/fan-out-webhook-event';
import { sweepWebhooks } from './app/webhooks/sweep-webhooks';
import { startFirestoreExport } from './adapters/firestore-export';
import { corsOption, readRuntimeConfig, walletSecretNames } from './config/runtime-config';
import { getServices } from './config/services';
import { ticketSigningSecrets } from './config/ticket-key-secret';
import { firestoreProvider, lazyTrigger } from './config/lazy-trigger';
import type { Services } from './app/common/services';
import { createApiApp } from './http/api-app';
import { createBeginTransactionApp } from './http/begin-transaction-app';
import { createPaystackWebhookApp, createVerifyPaymentApp } from './http/payment-apps';
import { createUploadImageApp } from './http/upload-image-app';

/**
 * The Paystack secret comes from Secret Manager in production
 * (`firebase functions:secrets:set PAYSTACK_SECRET_KEY`); the emulators take it from the
 * environment, where the local stack puts the fake Paystack's key.
 */
const paystackSecrets = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : ['PAYSTACK_SECRET_KEY'];

/**
 * CORS for every HTTP function: the web app calls them on its own origin through Hosting, so
 * other origins get no allow unless ALLOWED_ORIGINS names them (an explicit `false` also turns
 * off the Functions emulator's allow-everything default).
 */
const cors = corsOption(readRuntimeConfig());

/**
 * An HTTP function that may take payments, so it mounts the Paystack secret, and sends the
 * tickets of a confirmed payment, so it mounts the key that opens events' signing keys.
 */
const withPayments: HttpsOptions = {
  region: 'us-central1',
  cors,
  secrets: [...paystackSecrets, ...ticketSigningSecrets],
};

/**
 * An HTTP function serving the Express app `create` makes: on its first request, so that
 * the services are read when the function runs, not when it is deployed.
 */
function serveApp(options: HttpsOptions, create: (services: Services) => Express) {
  let app: Express | undefined;
  return onRequest(options, (req, res) => {
    app ??= create(getServices());
    app(req, res);
  });
}

/**
 * The rest of the REST API; it resumes queued purchases, so it starts payments too, and it
 * signs wallet passes with the keys of the wallets configured (none in the emulators, which
 * take them from the environment).
 */
export const api = serveApp(
  {
    ...withPayments,
    secrets: [
      ...paystackSecrets,
      ...ticketSigningSecrets,
      ...(process.env.FUNCTIONS_EMULATOR === 'true' ? [] : walletSecretNames()),
    ],
  },
  createApiApp,
);

export const uploadImage = serveApp(
  { region: 'us-central1', cors, memory: '1GiB' },
  createUploadImageApp,
);

/**
 * Firestore (production, and the Firestore emulator locally) delivers at least once with
 * `retry: true`: a failed run is retried, and the handler is idempotent. On the embedded
 * backend a durable consumer of the SQLite change feed runs the same handler. Each Firestore
 * trigger is made when first touched (lazyTrigger), so HTTP instances start without the
 * Firestore provider.
 */
export const onEventApproval = lazyTrigger(() =>
  firestoreProvider().onDocumentUpdated(
    { document: 'events/{eventId}', region: 'us-central1', retry: true },
    async (event) =>
      onEventApprovalChanged(getServices(), {
        eventId: event.params.eventId,
        before: event.data?.before.data(),
        after: event.data?.after.data(),
      }),
  ),
);

/** POST /api/beginTransaction: a buyer asks for tickets (see app/checkout/begin-transaction.ts). */
export const beginTransaction = serveApp(withPayments, createBeginTransactionApp);

/** How many instances the partitions' allocators may use at once, across all events. */
const maxPartitionInstances = 64;

/** A new request's partition, if its event has several. */
function partitionOfRequest(data: Record<string, unknown> | undefined): number | undefined {
  return typeof data?.partition === 'number' ? data.partition : undefined;
}

/**
 * The triggers that run the allocator: one instance at a time, retried until it succeeds. A
 * free order is fulfilled there, its tickets emailed signed: it mounts the signing keys' key.
 */
const oneAllocatorAtATime = {
  region: 'us-central1',
  maxInstances: 1,
  concurrency: 1,
  retry: true,
  secrets: ticketSigningSecrets,
} as const;

/**
 * The allocator, the only writer of stock: one instance at a time drains every pending
 * purchase request. Retried until it succeeds; a run that finds nothing pending is cheap.
 * A request of an event sold through several partitions is `partitionAllocator`'s.
 */
export const allocator = lazyTrigger(() =>
  firestoreProvider().onDocumentCreated(
    { document: 'purchaseRequests/{requestId}', ...oneAllocatorAtATime },
    async (event) => {
      if (partitionOfRequest(event.data?.data()) !== undefined) return;
      await allocatePurchases(getServices(), onNewRequests);
    },
  ),
);

/**
 * The allocator partitions of large events (see domain/partitions.ts): a new request runs
 * its own partition's allocator only, so the partitions decide at once on instances of
 * their own. Two runs of one partition at once are safe (its turn), only slower; a run that
 * failed before its commit changed nothing and is retried. Both triggers see every request
 * (a trigger cannot filter on a field): each ignores the other's at once.
 */
export const partitionAllocator = lazyTrigger(() =>
  firestoreProvider().onDocumentCreated(
    {
      document: 'purchaseRequests/{requestId}',
      ...oneAllocatorAtATime,
      maxInstances: maxPartitionInstances,
    },
    async (event) => {
      const request = event.data?.data();
      const partition = partitionOfRequest(request);
      if (partition === undefined || typeof request?.eventId !== 'string') return;
      await allocatePartition(getServices(), { eventId: request.eventId, partition });
    },
  ),
);

/**
 * A refunded order's tickets go back to stock through the same allocator (the only writer
 * of stock), as soon as the refund marks them `stockReturn: 'pending'`.
 */
export const stockReturn = lazyTrigger(() =>
  firestoreProvider().onDocumentUpdated(
    { document: 'orders/{orderId}', ...oneAllocatorAtATime },
    async (event) => {
      if (!startsStockReturn(event.data?.before.data(), event.data?.after.data())) return;
      await allocatePurchases(getServices());
      // The refunded tickets, if people wait for them: offered now, not at the sweep.
      await serveAfterStockReturn(getServices(), event.data?.after.data());
    },
  ),
);

/** Returns holds whose 15 minutes ran out to stock, through the same allocator. */
export const holdExpiry = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1', secrets: ticketSigningSecrets },
  async () => {
    await allocatePurchases(getServices());
  },
);

/**
 * Serves the waiting lists (app/waiting-list): lapsed offers pass to the next in line, and
 * tickets that came back (lapsed holds, refunds) are offered to the first people waiting.
 */
export const waitingListSweep = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1' },
  async () => {
    await sweepWaitingLists(getServices());
  },
);

/**
 * Finishes refunds whose caller stopped half-way (a crash, a gateway that refused), once
 * their two-minute lease has run out: nothing stays "Refunding" for long.
 */
export const stalledRefunds = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', secrets: paystackSecrets },
  async () => {
    const sweep = await resumeStalledRefunds(getServices());
    if (sweep.failures.length > 0) logger.error('Refunds still not finished', sweep.failures);
  },
);

/**
 * Asks the gateway about the payment of each hold that lapsed with no word of it (its
 * webhook lost, the buyer's page closed): one that went through gets its tickets, or its
 * refund. No charge is left with neither.
 */
export const lapsedPayments = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: 'us-central1',
    secrets: [...paystackSecrets, ...ticketSigningSecrets],
  },
  async () => {
    const sweep = await checkLapsedPayments(getServices());
    if (sweep.found > 0) logger.warn('Payments of lapsed holds found unheard', sweep);
    if (sweep.failures.length > 0) logger.error('Lapsed payments not asked about', sweep.failures);
  },
);

/**
 * Asks the gateway again for payouts it did not take (it was down) and about transfers whose
 * webhook never came: an approved payout is never lost, and never paid twice.
 */
export const payoutSweep = onSchedule(
  { schedule: 'every 10 minutes', region: 'us-central1', secrets: paystackSecrets },
  async () => {
    await resumePayouts(getServices());
  },
);

/**
 * Deletes buyers' anonymous sessions unused for 30 days that never bought anything (buyers'
 * sessions a year after their last event), so Auth does not fill up with one per visitor.
 */
export const idleSessions = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Etc/UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const sweep = await deleteIdleAnonymousSessions({ services: getServices() });
    logger.info('Idle anonymous sessions swept', { ...sweep, failed: sweep.failed.length });
  },
);

/**
 * Makes the profile of every account with an email that has none (app/accounts/
 * make-missing-profiles.ts), so the administrators' user table shows every account, even one
 * whose owner never opened the platform. No Auth trigger does it: an `onCreate` trigger runs
 * for every buyer's anonymous session, a blocking `beforeUserCreated` one needs Identity
 * Platform, and neither sees a buyer's session become an account.
 */
export const accountProfiles = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'Etc/UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const sweep = await makeMissingProfiles({ services: getServices() });
    logger.info('Missing profiles made', sweep);
  },
);

/**
 * Carries out the erasures (deleted accounts, buyers' requests) that waited for their events
 * to be over and paid out: tickets to an event still to come stayed valid until it ended.
 */
export const erasureSweep = onSchedule(
  { schedule: 'every day 04:30', timeZone: 'Etc/UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const sweep = await sweepErasures({ services: getServices() });
    logger.info('Erasures carried out', sweep);
  },
);

/**
 * Removes attendee answers and holders' names ATTENDEE_DATA_RETENTION_DAYS (365 by default)
 * after each event ends.
 */
export const attendeeRetention = onSchedule(
  { schedule: 'every day 05:00', timeZone: 'Etc/UTC', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const sweep = await removeExpiredAttendeeDetails({ services: getServices() });
    logger.info('Attendee details past their retention removed', sweep);
  },
);

/**
 * Backs Firestore up once a day: a managed export of every collection to BACKUP_BUCKET
 * (adapters/firestore-export.ts; docs/operations.md says how to restore one). It only starts
 * the export, which Firestore runs on for minutes; an unset bucket fails here, in the logs.
 * Google's admin client comes with the Firestore client (about 230 ms, see lazy-trigger.ts),
 * so it is required here, on the first run, rather than by every instance at load.
 */
export const firestoreBackup = onSchedule(
  { schedule: 'every day 02:00', timeZone: 'Etc/UTC', region: 'us-central1' },
  async () => {
    // A synchronous require, not import(): the module's `v1` is a getter an import does not see.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { v1 } = require('@google-cloud/firestore') as typeof import('@google-cloud/firestore');
    const config = readRuntimeConfig();
    const started = await startFirestoreExport({
      admin: new v1.FirestoreAdminClient(),
      projectId: config.projectId,
      bucket: config.backupBucket,
      now: new Date(),
    });
    logger.info('Firestore export started', started);
  },
);

/**
 * Sends a mailing (app/mailings: an organiser's message, a reminder, an event's change) as
 * soon as it is written: exactly once to each recipient, so a retried or repeated delivery
 * sends nothing twice. Nine minutes for a large event's people; one that is scheduled waits
 * for the sweep. Its emails carry signed tickets (reminders), so it mounts the signing keys.
 */
export const mailingSender = lazyTrigger(() =>
  firestoreProvider().onDocumentCreated(
    {
      document: 'mailings/{mailingId}',
      region: 'us-central1',
      retry: true,
      timeoutSeconds: 540,
      memory: '1GiB',
      secrets: ticketSigningSecrets,
    },
    async (event) => {
      await runMailing(getServices(), allMailingKinds, event.params.mailingId);
    },
  ),
);

/** Sends mailings whose time came (scheduled messages) and finishes those whose sender stopped. */
export const mailingSweep = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: 'us-central1',
    timeoutSeconds: 540,
    memory: '1GiB',
    secrets: ticketSigningSecrets,
  },
  async () => {
    const sweep = await resumeMailings(getServices(), allMailingKinds);
    if (sweep.failures.length > 0) logger.error('Mailings not sent', sweep.failures);
  },
);

/**
 * Reminders before events (app/reminders): each approved event whose reminder time came gets
 * its reminder mailing, once per event and start, sent once to each holder. Its emails carry
 * signed tickets, so it mounts the signing keys.
 */
export const eventReminders = onSchedule(
  {
    schedule: 'every 15 minutes',
    region: 'us-central1',
    timeoutSeconds: 540,
    memory: '1GiB',
    secrets: ticketSigningSecrets,
  },
  async () => {
    const sweep = await sendDueReminders(getServices());
    if (sweep.failures.length > 0) logger.error('Reminders not sent', sweep.failures);
  },
);

/**
 * Webhooks (app/webhooks): each new `webhookEvents` document is fanned out to its
 * organisation's endpoints that ask for its type, one delivery each (made once however often
 * this runs), and each gets its first attempt at once. Retried until it succeeds.
 */
export const webhookFanOut = lazyTrigger(() =>
  firestoreProvider().onDocumentCreated(
    { document: 'webhookEvents/{eventId}', region: 'us-central1', retry: true },
    async (event) => {
      await fanOutWebhookEvent(getServices(), event.params.eventId);
    },
  ),
);

/** Retries webhook deliveries whose time came, and fans out events the trigger missed. */
export const webhookSweep = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1', timeoutSeconds: 540 },
  async () => {
    const sweep = await sweepWebhooks(getServices());
    if (sweep.failures.length > 0) logger.error('Webhooks not delivered', sweep.failures);
  },
);

/** POST /api/verifyPayment: the buyer's page asks about its order's payment. */
export const verifyPayment = serveApp(withPayments, createVerifyPaymentApp);

/** POST /api/paystack/webhook: Paystack's signed events. */
export const paystackWebhook = serveApp(withPayments, createPaystackWebhookApp);
