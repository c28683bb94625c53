import * as logger from 'firebase-functions/logger';
import { collections, paths } from '../../paths';
import { PaymentGatewayError } from '../../ports/payment-gateway';
import { TransferNotFoundError } from '../../ports/payout-gateway';
import type { PayoutRecord } from './payout-records';
import { sendTransfer, type TransferServices } from './send-transfer';
import { settlePayout } from './settle-payout';

/** A transfer the gateway has had this long without a webhook is asked about. */
export const pendingCheckAfterMs = 10 * 60_000;
/** A payout its approver left `requested` (a crash before the first request) is sent after this. */
const firstAttemptGraceMs = 60_000;
const batch = 50;

export type PayoutSweep = { sent: number; checked: number; failures: string[] };

/**
 * The schedule behind payouts: asks the gateway again for transfers it did not take (once
 * their wait is over), and asks about transfers whose webhook never came. Either way the
 * reference is the payout's id, so nothing is paid twice; running it twice at once is safe.
 */
export async function resumePayouts(services: TransferServices): Promise<PayoutSweep> {
  const { docs, clock, payouts } = services;
  const now = clock.now();
  const sweep: PayoutSweep = { sent: 0, checked: 0, failures: [] };
  const [requested, pending] = await Promise.all([
    docs.query<PayoutRecord>({
      collection: collections.payouts,
      where: [{ field: 'status', op: '==', value: 'requested' }],
      orderBy: [{ field: 'updatedAt', direction: 'asc' }],
      limit: batch,
    }),
    docs.query<PayoutRecord>({
      collection: collections.payouts,
      where: [
        { field: 'status', op: '==', value: 'pending' },
        {
          field: 'updatedAt',
          op: '<=',
          value: new Date(now.getTime() - pendingCheckAfterMs).toISOString(),
        },
      ],
      orderBy: [{ field: 'updatedAt', direction: 'asc' }],
      limit: batch,
    }),
  ]);
  for (const { id, data } of requested) {
    const dueAt =
      data.nextAttemptAt ??
      new Date(Date.parse(data.createdAt) + firstAttemptGraceMs).toISOString();
    if (dueAt > now.toISOString()) continue;
    try {
      if ((await sendTransfer(services, id, data)).status !== 'requested') sweep.sent += 1;
    } catch (error) {
      sweep.failures.push(`${id}: ${String(error)}`);
    }
  }
  for (const { id } of pending) {
    try {
      await settlePayout(services, id, await payouts.verifyTransfer(id));
      sweep.checked += 1;
    } catch (error) {
      // Unreachable gateway: asked again on the next run.
      if (!(error instanceof PaymentGatewayError) || error instanceof TransferNotFoundError) {
        sweep.failures.push(`${id}: ${String(error)}`);
      }
    }
  }
  if (sweep.failures.length > 0) logger.error('Payouts not resumed', sweep.failures);
  return sweep;
}

/**
 * Paystack's `transfer.success`, `transfer.failed` and `transfer.reversed`: the webhook's
 * word is only a hint, the gateway is asked (never trusting the body) and its answer settled.
 * A reference that is not one of our payouts is acknowledged and ignored.
 */
export async function onTransferWebhook(
  services: TransferServices,
  reference: string,
): Promise<void> {
  const payout = (await services.docs.get<PayoutRecord>(paths.payout(reference))).data;
  if (!payout) {
    logger.warn(`Paystack transfer event for unknown reference ${reference}`);
    return;
  }
  await settlePayout(services, reference, await services.payouts.verifyTransfer(reference));
}
