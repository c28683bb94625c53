import { formatMinorUnits } from '../../contract/money';
import type { Services } from '../common/services';
import type { PayoutRecord } from './payout-records';

/**
 * Tells the organiser that a payout failed or came back, why, and that the money is on their
 * balance again for the next payout. Once per payout and outcome.
 */
export async function sendPayoutFailedEmail(
  { identity, mailer, publicBaseUrl }: Pick<Services, 'identity' | 'mailer' | 'publicBaseUrl'>,
  payoutId: string,
  payout: PayoutRecord,
  eventName: string,
): Promise<void> {
  const organiser = await identity.getAccount(payout.uid);
  if (!organiser?.email) return;
  const amount = `${formatMinorUnits(payout.amount)} ${payout.currency}`;
  await mailer.send({
    to: organiser.email,
    subject: `Your payout for ${eventName} did not arrive`,
    text: [
      `The payout of ${amount} for ${eventName} to ${payout.bankName} ···· ${payout.accountLast4} did not go through.`,
      '',
      payout.failureReason ?? 'The bank did not accept the transfer.',
      '',
      'Check your payout account under Settings; the balance is paid out again once an administrator approves it.',
      `${publicBaseUrl}/platform/settings`,
    ].join('\n'),
    idempotencyKey: `${payoutId}_${payout.status}`,
  });
}
