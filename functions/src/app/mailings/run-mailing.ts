import { randomUUID } from 'node:crypto';
import { paths } from '../../paths';
import { deleteField, type ExistingDoc } from '../../ports/doc-store';
import type { Mailer } from '../../ports/mailer';
import { crashPoint } from '../common/crash-points';
import type { MailingKinds, MailingServices, RecipientEmail } from './mailing-kind';
import {
  defaultBatchSize,
  type MailingBatchRecord,
  type MailingRecipient,
  type MailingRecord,
} from './mailing-records';
import { recipientKeyOf } from './recipient-key';

/**
 * How long a runner holds a mailing to itself without recording a batch: far longer than a
 * batch takes, and short enough that the sweep soon takes over from a runner that died.
 */
export const mailingLeaseMs = 2 * 60_000;
/** Emails handed to the mail service at once: its round trips overlap, its load stays modest. */
const sendConcurrency = 32;
/** Batches a mailing is written into at most, in the one transaction that starts it. */
const maxBatches = 400;
/** Tries of one recipient's email before it counts as failed (the mail service refused it). */
const sendAttempts = 3;

export type MailingRunOutcome =
  /** Every batch is done (by this run or before it). */
  | 'sent'
  | 'cancelled'
  /** Queued for later: its time has not come. */
  | 'not_due'
  /** Another runner holds it; it takes over if that one stops. */
  | 'busy'
  /** Another runner took it over while this one was slow: it finishes the rest. */
  | 'taken_over'
  | 'not_found';

/**
 * Sends a mailing, exactly once to each recipient, however often it is run and wherever a
 * runner dies: (1) a lease makes one runner at a time the sender; (2) a queued mailing's
 * recipients are read once and written into batches with the `sending` status in one
 * transaction; (3) each batch's emails go to the mail service with a key per mailing and
 * address, which the mail service keeps (the outbox's file name, the `mail` document's id),
 * so a batch sent again after a crash sends nothing twice; (4) one transaction records the
 * batch done and adds its counts, once. The trigger runs it when it is written, the sweep
 * when it falls due or its runner stopped.
 */
export async function runMailing(
  services: MailingServices,
  kinds: MailingKinds,
  mailingId: string,
): Promise<MailingRunOutcome> {
  const holder = randomUUID();
  const claim = await claimMailing(services, mailingId, holder);
  if (typeof claim === 'string') return claim;
  const kind = kinds[claim.data.kind];
  if (!kind) throw new Error(`No mailing kind ${claim.data.kind} (mailing ${mailingId})`);
  let mailing = claim;
  if (mailing.data.status === 'queued') {
    const { recipients, skipped } = await kind.recipients(services, mailing);
    const written = await writeBatches(services, mailing, holder, recipients, skipped);
    if (typeof written === 'string') return written;
    mailing = written;
    if (mailing.data.status === 'sent') return 'sent';
  }
  const compose = await kind.composer(services, mailing);
  const pending = await services.docs.query<MailingBatchRecord>({
    collection: paths.mailingBatches(mailingId),
    where: [{ field: 'status', op: '==', value: 'pending' }],
  });
  pending.sort((a, b) => a.data.index - b.data.index);
  for (const batch of pending) {
    const counts = await sendBatch(services.mailer, compose, mailingId, batch.data.recipients);
    crashPoint('mailing.batch-sent');
    const recorded = await recordBatch(services, mailingId, batch.data.index, holder, counts);
    if (recorded !== 'kept') return recorded;
  }
  return 'sent';
}

/** Takes the mailing's lease, or says why this runner has nothing to do. */
function claimMailing(
  { docs, clock }: MailingServices,
  mailingId: string,
  holder: string,
): Promise<ExistingDoc<MailingRecord> | Exclude<MailingRunOutcome, 'taken_over'>> {
  return docs.runTransaction(async (tx) => {
    const snapshot = await tx.get<MailingRecord>(paths.mailing(mailingId));
    const mailing = snapshot.data;
    if (!mailing) return 'not_found' as const;
    if (mailing.status === 'sent' || mailing.status === 'cancelled') return mailing.status;
    const now = clock.now();
    if (mailing.status === 'queued' && mailing.sendAt > now.toISOString()) return 'not_due';
    if (mailing.lease && mailing.lease.until > now.toISOString()) return 'busy';
    const lease = { holder, until: new Date(now.getTime() + mailingLeaseMs).toISOString() };
    tx.update(snapshot.path, { lease });
    return { ...snapshot, data: { ...mailing, lease } };
  });
}

/**
 * Writes the recipients into batches and starts sending, in one transaction; a mailing with
 * nobody to send to is sent at once. Another runner that prepared it meanwhile wins.
 */
function writeBatches(
  { docs, clock }: MailingServices,
  mailing: ExistingDoc<MailingRecord>,
  holder: string,
  recipients: MailingRecipient[],
  skipped: number,
): Promise<ExistingDoc<MailingRecord> | 'taken_over'> {
  // Firestore takes at most 500 writes in a transaction: past 80,000 recipients the batches
  // grow instead of multiplying (a batch of 1,000 addresses is still well under 1 MiB).
  const size = Math.max(
    mailing.data.batchSize ?? defaultBatchSize,
    Math.ceil(recipients.length / maxBatches),
  );
  const batchCount = Math.ceil(recipients.length / size);
  return docs.runTransaction(async (tx) => {
    const current = (await tx.get<MailingRecord>(mailing.path)).data;
    if (current?.lease?.holder !== holder || current.status !== 'queued') return 'taken_over';
    for (let index = 0; index < batchCount; index++) {
      const batch: MailingBatchRecord = {
        index,
        recipients: recipients.slice(index * size, (index + 1) * size),
        status: 'pending',
      };
      tx.set(paths.mailingBatch(mailing.id, index), batch);
    }
    const now = clock.now().toISOString();
    const started = {
      status: batchCount === 0 ? ('sent' as const) : ('sending' as const),
      recipientCount: recipients.length,
      batchCount,
      batchesDone: 0,
      sentCount: 0,
      failedCount: 0,
      skippedCount: skipped,
      ...(batchCount === 0 ? { finishedAt: now } : {}),
    };
    tx.update(mailing.path, batchCount === 0 ? { ...started, lease: deleteField } : started);
    return { ...mailing, data: { ...current, ...started } };
  });
}

/** Sends one batch; a recipient the mail service keeps refusing counts as failed. */
async function sendBatch(
  mailer: Mailer,
  compose: (recipient: MailingRecipient) => Promise<RecipientEmail>,
  mailingId: string,
  recipients: MailingRecipient[],
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  let next = 0;
  const sendOne = async (recipient: MailingRecipient) => {
    const email = await compose(recipient);
    for (let attempt = 1; ; attempt++) {
      try {
        await mailer.send({
          ...email,
          to: recipient.email,
          idempotencyKey: `${mailingId}-${recipientKeyOf(recipient.email)}`,
        });
        sent += 1;
        return;
      } catch {
        if (attempt >= sendAttempts) {
          failed += 1;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  };
  const worker = async () => {
    while (next < recipients.length) await sendOne(recipients[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(sendConcurrency, recipients.length) }, worker));
  return { sent, failed };
}

/**
 * Records a batch done and adds its counts, once; the last batch finishes the mailing. A
 * runner whose lease was taken over records nothing: the one that took it sends the batch
 * again (the mail service drops the repeats) and records it.
 */
function recordBatch(
  { docs, clock }: MailingServices,
  mailingId: string,
  index: number,
  holder: string,
  counts: { sent: number; failed: number },
): Promise<'kept' | 'taken_over'> {
  return docs.runTransaction(async (tx) => {
    const [mailingSnapshot, batchSnapshot] = await tx.getAll([
      paths.mailing(mailingId),
      paths.mailingBatch(mailingId, index),
    ]);
    const mailing = mailingSnapshot!.data as MailingRecord | undefined;
    const batch = batchSnapshot!.data as MailingBatchRecord | undefined;
    if (!mailing || !batch || mailing.lease?.holder !== holder) return 'taken_over';
    if (batch.status === 'done') return 'kept';
    tx.update(batchSnapshot!.path, { status: 'done', ...counts });
    const now = clock.now();
    const batchesDone = (mailing.batchesDone ?? 0) + 1;
    const finished = batchesDone >= (mailing.batchCount ?? 0);
    tx.update(mailingSnapshot!.path, {
      batchesDone,
      sentCount: (mailing.sentCount ?? 0) + counts.sent,
      failedCount: (mailing.failedCount ?? 0) + counts.failed,
      ...(finished
        ? { status: 'sent', finishedAt: now.toISOString(), lease: deleteField }
        : { lease: { holder, until: new Date(now.getTime() + mailingLeaseMs).toISOString() } }),
    });
    return 'kept';
  });
}
