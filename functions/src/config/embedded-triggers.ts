import * as logger from 'firebase-functions/logger';
import { deleteIdleAnonymousSessions } from '../app/accounts/delete-idle-anonymous-sessions';
import { makeMissingProfiles } from '../app/accounts/make-missing-profiles';
import { removeExpiredAttendeeDetails } from '../app/erasure/remove-expired-attendee-details';
import { sweepErasures } from '../app/erasure/sweep-erasures';
import type { PurchaseRequestRecord } from '../app/checkout/checkout-records';
import {
  allocatePartition,
  allocatePurchases,
  onNewRequests,
  startsStockReturn,
} from '../app/allocator/allocate-purchases';
import { onEventApprovalChanged } from '../app/moderation/on-event-approval-changed';
import { allMailingKinds } from '../app/mailings/all-mailing-kinds';
import { resumeMailings } from '../app/mailings/resume-mailings';
import { runMailing } from '../app/mailings/run-mailing';
import { sendDueReminders } from '../app/reminders/send-due-reminders';
import { resumeStalledRefunds } from '../app/refunds/resume-stalled-refunds';
import { checkLapsedPayments } from '../app/payments/check-lapsed-payments';
import { serveAfterStockReturn, sweepWaitingLists } from '../app/waiting-list/serve-and-notify';
import { resumePayouts } from '../app/payouts/resume-payouts';
import { fanOutWebhookEvent } from '../app/webhooks/fan-out-webhook-event';
import { sweepWebhooks } from '../app/webhooks/sweep-webhooks';
import type { Services } from '../app/common/services';
import { crashPoint } from '../app/common/crash-points';
import type {
  ChangeConsumer,
  RecordedChange,
  SqliteDocStore,
  startChangeConsumer,
} from '../adapters/sqlite-doc-store';

const eventPath = /^events\/([^/]+)$/;
const purchaseRequestPath = /^purchaseRequests\/[^/]+$/;
const orderPath = /^orders\/[^/]+$/;
const mailingPath = /^mailings\/([^/]+)$/;
const webhookEventPath = /^webhookEvents\/([^/]+)$/;
/**
 * How often expired holds, stalled refunds and lapsed payments are looked for (production: the
 * holdExpiry, stalledRefunds and lapsedPayments schedules).
 */
const expirySweepMs = 30_000;
/**
 * How often idle anonymous sessions are deleted, missing profiles made, waiting erasures
 * carried out and attendee details past their retention removed (production: the daily
 * idleSessions, accountProfiles, erasureSweep and attendeeRetention schedules).
 */
const idleSessionSweepMs = 24 * 60 * 60 * 1000;
const consumers = new Set<ChangeConsumer>();

/** The document triggers of production, dispatched by path. */
async function runDocumentTriggers(services: Services, change: RecordedChange): Promise<void> {
  crashPoint('embedded-trigger.before-handler');
  const match = eventPath.exec(change.path);
  if (!match) return;
  await onEventApprovalChanged(services, {
    eventId: match[1]!,
    before: change.before,
    after: change.after,
  });
}

/**
 * Locally there is no Firestore to fire document triggers, so a durable consumer of the
 * embedded store's change feed runs the same handlers: right after each commit in this
 * process, within a second of a commit in another, and after a restart for changes that
 * were committed but not yet handled. `startConsumer` comes from the embedded stack, which
 * production never loads (embedded-stack-loader.ts).
 */
export function runTriggersOnCommit(
  store: SqliteDocStore,
  services: Services,
  startConsumer: typeof startChangeConsumer,
): ChangeConsumer {
  const consumer = startConsumer(store, {
    name: 'document-triggers',
    handle: (change) => runDocumentTriggers(services, change),
    // About a minute of retries: longer than an email claim left by a crashed sender lasts
    // (notificationClaimMs), as Firestore's own retries would outlast it.
    maxAttempts: 12,
    retryBaseMs: 250,
    // Nothing here is urgent: the commits of a busy moment are handled as one batch.
    wakeDelayMs: 25,
    log: (message, error) => logger.error(message, error),
  });
  consumers.add(consumer);
  // The allocator has its own cursor: a slow email never delays a buyer's hold.
  consumers.add(
    startConsumer(store, {
      name: 'allocator',
      handle: async (change) => {
        // A refund sends tickets back to stock (production: the stockReturn trigger).
        if (orderPath.test(change.path) && startsStockReturn(change.before, change.after)) {
          await allocatePurchases(services);
          // Beside the allocator's cursor: an offer's email never delays a buyer's hold.
          serveAfterStockReturn(services, change.after).catch((error: unknown) =>
            logger.error('Waiting lists', error),
          );
          return;
        }
        if (!purchaseRequestPath.test(change.path) || change.before || !change.after) return;
        // One pass answers every request waiting: most arrivals find theirs answered already.
        const request = (await store.get<PurchaseRequestRecord>(change.path)).data;
        if (request?.status !== 'pending') return;
        // A large event's request: its partition's allocator only (see domain/partitions.ts).
        if (request.partition !== undefined) {
          await allocatePartition(services, {
            eventId: request.eventId,
            partition: request.partition,
          });
          return;
        }
        await allocatePurchases(services, onNewRequests);
      },
      // Shorter than beginTransaction's first look for its answer (10 ms), and long enough
      // for the requests of a rush to arrive and be decided in one pass.
      wakeDelayMs: 4,
      log: (message, error) => logger.error(message, error),
    }),
  );
  // Mailings on a cursor of their own: a message to thousands never delays an approval's email.
  consumers.add(
    startConsumer(store, {
      name: 'mailings',
      handle: async (change) => {
        const match = mailingPath.exec(change.path);
        if (!match || change.before || !change.after) return;
        await runMailing(services, allMailingKinds, match[1]!);
      },
      wakeDelayMs: 25,
      log: (message, error) => logger.error(message, error),
    }),
  );
  // Webhooks on a cursor of their own: a slow receiver never delays an email or a hold.
  consumers.add(
    startConsumer(store, {
      name: 'webhooks',
      handle: async (change) => {
        const match = webhookEventPath.exec(change.path);
        if (!match || change.before || !change.after) return;
        await fanOutWebhookEvent(services, match[1]!);
      },
      wakeDelayMs: 25,
      log: (message, error) => logger.error(message, error),
    }),
  );
  const sweep = setInterval(() => {
    if (store.closed) {
      clearInterval(sweep);
      return;
    }
    allocatePurchases(services)
      .catch((error: unknown) => logger.error('Hold expiry', error))
      // After the lapsed holds went back: their tickets reach the waiting lists this round.
      .then(() => sweepWaitingLists(services))
      .catch((error: unknown) => logger.error('Waiting lists', error));
    resumeStalledRefunds(services).then(
      ({ failures }) => failures.length > 0 && logger.error('Refunds still not finished', failures),
      (error: unknown) => logger.error('Stalled refunds', error),
    );
    resumePayouts(services).catch((error: unknown) => logger.error('Payout sweep', error));
    resumeMailings(services, allMailingKinds).then(
      ({ failures }) => failures.length > 0 && logger.error('Mailings not sent', failures),
      (error: unknown) => logger.error('Mailings', error),
    );
    sendDueReminders(services).then(
      ({ failures }) => failures.length > 0 && logger.error('Reminders not sent', failures),
      (error: unknown) => logger.error('Reminders', error),
    );
    sweepWebhooks(services).then(
      ({ failures }) => failures.length > 0 && logger.error('Webhooks not delivered', failures),
      (error: unknown) => logger.error('Webhooks', error),
    );
    checkLapsedPayments(services).then(
      ({ failures }) => failures.length > 0 && logger.error('Lapsed payments', failures),
      (error: unknown) => logger.error('Lapsed payments', error),
    );
  }, expirySweepMs);
  sweep.unref();
  const idleSweep = setInterval(() => {
    if (store.closed) {
      clearInterval(idleSweep);
      return;
    }
    deleteIdleAnonymousSessions({ services }).catch((error: unknown) =>
      logger.error('Idle anonymous sessions', error),
    );
    makeMissingProfiles({ services }).catch((error: unknown) =>
      logger.error('Missing profiles', error),
    );
    sweepErasures({ services }).catch((error: unknown) => logger.error('Erasures', error));
    removeExpiredAttendeeDetails({ services }).catch((error: unknown) =>
      logger.error('Attendee details retention', error),
    );
  }, idleSessionSweepMs);
  idleSweep.unref();
  return consumer;
}

/** Resolves when every change committed so far has been handled (scripts call it before exiting). */
export async function whenTriggersSettle(): Promise<void> {
  await Promise.all([...consumers].map((consumer) => consumer.settled()));
}
