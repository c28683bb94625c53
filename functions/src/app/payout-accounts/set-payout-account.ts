import type { PayoutCurrency, SetPayoutAccountResponse } from '../../contract/payout-accounts';
import { isRecentSignIn, payoutAccountRules } from '../../domain/payout-account';
import { paths } from '../../paths';
import { PaymentGatewayError } from '../../ports/payment-gateway';
import type {
  PayoutGateway,
  RecipientRequest,
  TransferRecipient,
} from '../../ports/payout-gateway';
import type { VerifiedUser } from '../../ports/identity';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { toPayoutAccountView, type PayoutAccountRecord } from './payout-account-records';
import { findPayoutBank } from './payout-banks';
import { confirmAccountName } from './resolve-payout-account';
import { sendPayoutAccountEmail } from './send-payout-account-email';

export type SetPayoutAccountInput = {
  user: Pick<VerifiedUser, 'uid' | 'email' | 'signedInAt'>;
  currency: PayoutCurrency;
  bankCode: string;
  accountNumber: string;
  accountHolder: string;
};

export const recentSignInRequired = () =>
  new AppError(
    'recent_sign_in_required',
    'For your safety, enter your password again to change where your money is paid',
  );

/**
 * `PUT /api/payout-account`: makes the account a Paystack transfer recipient and keeps it as
 * the organiser's account in its currency. Where money goes is what a stolen session would
 * change first, so this needs a sign-in of the last few minutes, holds payouts to a changed
 * account for a while, and emails the owner.
 */
export async function setPayoutAccount({
  services,
  user,
  ...input
}: UseCaseOptions<
  'docs' | 'payouts' | 'mailer' | 'clock' | 'paymentCurrencies' | 'payoutPolicy' | 'publicBaseUrl',
  SetPayoutAccountInput
>): Promise<SetPayoutAccountResponse> {
  const { docs, payouts, clock, payoutPolicy } = services;
  // Before anything reaches the gateway: a stale session learns nothing about accounts.
  if (!isRecentSignIn(user.signedInAt, clock.now())) throw recentSignInRequired();
  if (!user.email) throw new AppError('forbidden', 'Add an email address to your account first');
  const { currency, bankCode, accountNumber } = input;
  const bank = await findPayoutBank({ services, currency, bankCode });
  const confirmedName = await confirmAccountName(payouts, bank, input);
  const accountHolder = confirmedName ?? input.accountHolder;
  const recipient = await createRecipient(payouts, {
    type: payoutAccountRules[currency].recipientType,
    name: accountHolder,
    accountNumber,
    bankCode,
    currency,
  });

  const now = clock.now().toISOString();
  const { record, changed } = await docs.runTransaction(async (tx) => {
    const path = paths.payoutAccount(user.uid, currency);
    const before = (await tx.get(path)).data as PayoutAccountRecord | undefined;
    // Saving the same bank account again (a second press, a corrected name) sends money
    // nowhere new: its hold is not started over, and the owner is not alarmed.
    const changed = before?.recipientCode !== recipient.recipientCode;
    const record: PayoutAccountRecord = {
      uid: user.uid,
      currency,
      recipientCode: recipient.recipientCode,
      bankCode: bank.code,
      bankName: recipient.bankName || bank.name,
      accountLast4: accountNumber.slice(-4),
      accountHolder,
      changedAt: before && !changed ? before.changedAt : now,
    };
    tx.set(path, record);
    return { record, changed };
  });

  const account = toPayoutAccountView(record, payoutPolicy.holdAfterAccountChangeMs);
  if (changed) {
    await sendPayoutAccountEmail({
      mailer: services.mailer,
      to: user.email,
      account: record,
      payableFrom: account.payableFrom,
      holdAfterAccountChangeMs: payoutPolicy.holdAfterAccountChangeMs,
      publicBaseUrl: services.publicBaseUrl,
    });
  }
  return { account, accountNameConfirmed: confirmedName !== null };
}

/** The recipient, or a 400 naming `accountNumber` when the gateway refuses the account. */
async function createRecipient(
  payouts: PayoutGateway,
  request: RecipientRequest,
): Promise<TransferRecipient> {
  try {
    return await payouts.createTransferRecipient(request);
  } catch (error) {
    const refused =
      error instanceof PaymentGatewayError &&
      (error.httpStatus === 400 || error.httpStatus === 422);
    if (!refused) throw error;
    throw new AppError('validation_failed', `The bank account was refused: ${error.message}`, {
      accountNumber: 'The bank refused this account: check the number and the bank',
    });
  }
}
