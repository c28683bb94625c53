import type { Mailer } from '../../ports/mailer';
import type { PayoutAccountRecord } from './payout-account-records';

const hourMs = 60 * 60 * 1000;

/** "2026-05-01 14:00 UTC": the organiser may be anywhere, and the email says which zone. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Tells an owner of the organisation that its payout account changed, who changed it, where
 * the money goes now, how long payouts to it wait, and what to do if it was not meant: a
 * stolen sign-in's first move would be to redirect the money, and this email is how every
 * owner hears of it in time. Each change (its `changedAt`) is told once to each owner.
 */
export async function sendPayoutAccountEmail({
  mailer,
  to,
  organisationName,
  changedBy,
  account,
  payableFrom,
  holdAfterAccountChangeMs,
  publicBaseUrl,
}: {
  mailer: Mailer;
  to: { uid: string; email: string };
  organisationName: string;
  /** The address of who changed it. */
  changedBy: string;
  account: PayoutAccountRecord;
  payableFrom: string;
  holdAfterAccountChangeMs: number;
  publicBaseUrl: string;
}): Promise<void> {
  const { orgId, currency, bankName, accountLast4, accountHolder, changedAt } = account;
  const hours = Math.round(holdAfterAccountChangeMs / hourMs);
  const settings = `${publicBaseUrl}/platform/settings`;
  await mailer.send({
    to: to.email,
    subject: `${organisationName}: the payout account was changed`,
    text: [
      `On ${utcMinute(changedAt)} ${changedBy} changed the account ${organisationName}'s ${currency} payouts go to:`,
      '',
      `  ${bankName} ···· ${accountLast4}, ${accountHolder}`,
      '',
      hours > 0
        ? `For your safety, payouts to it wait ${hours} hours after a change: the first can be sent from ${utcMinute(payableFrom)}.`
        : 'Payouts go to it from now on.',
      '',
      'If nobody in your team meant to make this change, someone else may be signed in as them.',
      `They should change their password at once (${settings}): that signs everybody else out.`,
      'Then set your own account again on the same page, and tell us, so that we can look into it.',
    ].join('\n'),
    // Milliseconds, not the ISO time: the key names a file locally, and ':' is no file name.
    idempotencyKey: `payout-account_${orgId}_${currency}_${Date.parse(changedAt)}_${to.uid}`,
  });
}
