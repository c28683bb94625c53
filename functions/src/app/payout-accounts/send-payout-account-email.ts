import type { Mailer } from '../../ports/mailer';
import type { PayoutAccountRecord } from './payout-account-records';

const hourMs = 60 * 60 * 1000;

/** "2026-05-01 14:00 UTC": the organiser may be anywhere, and the email says which zone. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Tells the organiser their payout account changed, where the money goes now, how long
 * payouts to it wait, and what to do if it was not them: a stolen sign-in's first move would
 * be to redirect the money, and this email is how the owner hears of it in time. Each change
 * (its `changedAt`) is told once.
 */
export async function sendPayoutAccountEmail({
  mailer,
  to,
  account,
  payableFrom,
  holdAfterAccountChangeMs,
  publicBaseUrl,
}: {
  mailer: Mailer;
  to: string;
  account: PayoutAccountRecord;
  payableFrom: string;
  holdAfterAccountChangeMs: number;
  publicBaseUrl: string;
}): Promise<void> {
  const { uid, currency, bankName, accountLast4, accountHolder, changedAt } = account;
  const hours = Math.round(holdAfterAccountChangeMs / hourMs);
  const settings = `${publicBaseUrl}/platform/settings`;
  await mailer.send({
    to,
    subject: 'Your payout account was changed',
    text: [
      `On ${utcMinute(changedAt)} the account your ${currency} payouts go to was changed to:`,
      '',
      `  ${bankName} ···· ${accountLast4}, ${accountHolder}`,
      '',
      hours > 0
        ? `For your safety, payouts to it wait ${hours} hours after a change: the first can be sent from ${utcMinute(payableFrom)}.`
        : 'Payouts go to it from now on.',
      '',
      'If you did not make this change, someone else may be signed in as you. Change your',
      `password at once (${settings}): that signs everybody else out. Then set your own`,
      'account again on the same page, and tell us, so that we can look into it.',
    ].join('\n'),
    // Milliseconds, not the ISO time: the key names a file locally, and ':' is no file name.
    idempotencyKey: `payout-account_${uid}_${currency}_${Date.parse(changedAt)}`,
  });
}
