import * as logger from 'firebase-functions/logger';
import { signed } from '../../domain/ledger';
import { paths } from '../../paths';
import type { Transfer } from '../../ports/payout-gateway';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';
import { prepareLedgerPosting } from '../money/post-to-ledger';
import {
  isSettled,
  payoutStatusOf,
  type PayoutLockRecord,
  type PayoutRecord,
  type PayoutStatus,
} from './payout-records';
import { sendPayoutFailedEmail } from './send-payout-email';
import { readWebhookWants } from '../webhooks/stage-if-wanted';
import { payoutSettledEvent } from '../webhooks/payout-webhook-events';

/** Where a payout may go from each status; anything else the gateway says is stale. */
const nextStatuses: Record<PayoutStatus, readonly PayoutStatus[]> = {
  requested: ['pending', 'paid', 'failed', 'reversed'],
  pending: ['paid', 'failed', 'reversed'],
  paid: ['reversed'],
  failed: [],
  reversed: [],
};

/**
 * Records what the gateway says about a payout's transfer, once, in one transaction: its
 * status, and for a failed or reversed transfer the money back on the event's balance (a
 * `payout_reversed` entry) and the organiser told why. A settled payout frees the event's
 * payout lock. The same word twice, or a stale one, changes nothing. Undefined when the
 * payout is unknown.
 */
export async function settlePayout(
  services: Pick<Services, 'docs' | 'clock' | 'identity' | 'mailer' | 'publicBaseUrl'>,
  payoutId: string,
  transfer: Transfer,
): Promise<PayoutRecord | undefined> {
  const { docs, clock } = services;
  const outcome = await docs.runTransaction(async (tx) => {
    const payout = (await tx.get<PayoutRecord>(paths.payout(payoutId))).data;
    if (!payout) return undefined;
    const next = payoutStatusOf(transfer.status);
    if (!nextStatuses[payout.status].includes(next)) return { payout, changed: false };
    const [event, lock] = await Promise.all([
      tx.get<EventRecord>(paths.event(payout.eventId)),
      tx.get<PayoutLockRecord>(paths.payoutLock(payout.eventId, payout.currency)),
    ]);
    const at = clock.now().toISOString();
    const givesBack = next === 'failed' || next === 'reversed';
    const [post, webhooks] = await Promise.all([
      givesBack
        ? prepareLedgerPosting(tx, {
            eventId: payout.eventId,
            uid: payout.uid,
            currency: payout.currency,
            reference: payoutId,
            at,
            ...(event.data?.timeZone ? { timeZone: event.data.timeZone } : {}),
            entries: [
              { kind: 'payout_reversed', amount: signed('payout_reversed', payout.amount) },
            ],
          })
        : undefined,
      // Only a settled payout is news to the organisation's webhooks (paid, failed, reversed).
      isSettled(next) ? readWebhookWants(tx, event.data?.orgId) : undefined,
    ]);
    const changes = {
      status: next,
      transferCode: transfer.transferCode,
      gatewayStatus: transfer.gatewayStatus,
      updatedAt: at,
      ...(isSettled(next) ? { settledAt: at } : {}),
      ...(givesBack ? { failureReason: failureReasonOf(next, transfer.gatewayStatus) } : {}),
    } satisfies Partial<PayoutRecord>;
    tx.update(paths.payout(payoutId), changes);
    if (isSettled(next) && lock.data?.inFlight === payoutId) {
      tx.set(paths.payoutLock(payout.eventId, payout.currency), { inFlight: null, updatedAt: at });
    }
    post?.();
    const settled: PayoutRecord = { ...payout, ...changes };
    const told = payoutSettledEvent({
      event: { id: payout.eventId, name: event.data?.name ?? '' },
      payoutId,
      payout: settled,
    });
    if (told) webhooks?.stage(tx, told);
    return { payout: settled, changed: true, eventName: event.data?.name };
  });
  if (!outcome) return undefined;
  const { payout, changed } = outcome;
  if (changed && (payout.status === 'failed' || payout.status === 'reversed')) {
    logger.warn(`Payout ${payoutId} ${payout.status}: ${payout.failureReason}`);
    await sendPayoutFailedEmail(services, payoutId, payout, outcome.eventName ?? 'your event');
  }
  return payout;
}

function failureReasonOf(status: 'failed' | 'reversed', gatewayStatus: string): string {
  return status === 'reversed'
    ? 'The bank sent the transfer back, so the money is on your balance again'
    : `The transfer could not be made (${gatewayStatus}), so the money is on your balance again`;
}
