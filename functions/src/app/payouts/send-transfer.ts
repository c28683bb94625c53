import * as logger from 'firebase-functions/logger';
import { paths } from '../../paths';
import { PaymentGatewayError } from '../../ports/payment-gateway';
import type { Services } from '../common/services';
import type { PayoutRecord } from './payout-records';
import { settlePayout } from './settle-payout';

export type TransferServices = Pick<
  Services,
  'docs' | 'clock' | 'payouts' | 'identity' | 'mailer' | 'publicBaseUrl'
>;

/** Waits between requests of a transfer the gateway did not take: 1, 5, 15, then 60 minutes. */
const retryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

export const retryDelayMs = (attempts: number) =>
  retryDelaysMs[Math.min(attempts, retryDelaysMs.length) - 1] ?? retryDelaysMs[0]!;

/**
 * Asks the gateway to transfer a `requested` payout, with the payout's id as the reference:
 * asking again after a crash or a lost answer cannot pay twice (the gateway answers with the
 * transfer it already has). What it answers is settled at once (settle-payout.ts); a gateway
 * that cannot be reached leaves the payout `requested` with the time of the next attempt.
 */
export async function sendTransfer(
  services: TransferServices,
  payoutId: string,
  known?: PayoutRecord,
): Promise<PayoutRecord> {
  const { docs, clock, payouts } = services;
  const payout = known ?? (await docs.get<PayoutRecord>(paths.payout(payoutId))).data;
  if (!payout) throw new Error(`No payout ${payoutId}`);
  if (payout.status !== 'requested') return payout;
  try {
    const transfer = await payouts.initiateTransfer({
      amount: payout.amount,
      currency: payout.currency,
      recipientCode: payout.recipientCode,
      reference: payoutId,
      reason: 'Ticket sales payout',
    });
    return (await settlePayout(services, payoutId, transfer)) ?? payout;
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    logger.warn(`Payout ${payoutId}: the gateway did not take the transfer`, error);
    return docs.runTransaction(async (tx) => {
      const now = (await tx.get<PayoutRecord>(paths.payout(payoutId))).data;
      if (!now || now.status !== 'requested') return now ?? payout;
      const attempts = now.attempts + 1;
      const at = clock.now();
      const changes = {
        attempts,
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)).toISOString(),
        lastError: error.message,
        updatedAt: at.toISOString(),
      };
      tx.update(paths.payout(payoutId), changes);
      return { ...now, ...changes };
    });
  }
}
