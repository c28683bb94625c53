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
import { recordAudit } from '../organisations/audit-log';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { ownersOf } from '../organisations/owners';
import { requireSecondStepFor } from '../two-step/require-second-step';
import type { OrganisationRecord } from '../organisations/organisation-records';
import { toPayoutAccountView, type PayoutAccountRecord } from './payout-account-records';
import { findPayoutBank } from './payout-banks';
import { confirmAccountName } from './resolve-payout-account';
import { sendPayoutAccountEmail } from './send-payout-account-email';

export type SetPayoutAccountInput = {
  user: Pick<VerifiedUser, 'uid' | 'email' | 'signedInAt' | 'isAdmin'>;
  /** Whose account: an organisation the person may manage payout accounts of. */
  orgId: string;
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
 * the organisation's account in its currency (owners and finance: `payout_accounts.manage`).
 * Where money goes is what a stolen session would change first, so this needs a sign-in of
 * the last few minutes, holds payouts to a changed account for a while, and emails every
 * owner; the change is in the audit log.
 */
export async function setPayoutAccount({
  services,
  user,
  orgId,
  ...input
}: UseCaseOptions<
  | 'docs'
  | 'payouts'
  | 'mailer'
  | 'clock'
  | 'identity'
  | 'paymentCurrencies'
  | 'payoutPolicy'
  | 'publicBaseUrl',
  SetPayoutAccountInput
>): Promise<SetPayoutAccountResponse> {
  const { docs, payouts, clock, payoutPolicy } = services;
  const viewer = { uid: user.uid, isAdmin: user.isAdmin };
  // Before anything reaches the gateway: a stranger or a stale session learns nothing.
  await authoriseOrganisation(docs, orgId, viewer, 'payout_accounts.manage');
  if (!isRecentSignIn(user.signedInAt, clock.now())) throw recentSignInRequired();
  // After the password check: entering the password again is a new sign-in, which the code
  // is then asked for once.
  await requireSecondStepFor(services, user, orgId);
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
  const { record, changed, organisationName } = await docs.runTransaction(async (tx) => {
    // Read again where it is written: someone removed meanwhile changes nothing.
    await authoriseOrganisation(tx, orgId, viewer, 'payout_accounts.manage');
    const path = paths.payoutAccount(orgId, currency);
    const [before, organisation] = await Promise.all([
      tx.get<PayoutAccountRecord>(path),
      tx.get<OrganisationRecord>(paths.organisation(orgId)),
    ]);
    // Saving the same bank account again (a second press, a corrected name) sends money
    // nowhere new: its hold is not started over, and the owners are not alarmed.
    const changed = before.data?.recipientCode !== recipient.recipientCode;
    const record: PayoutAccountRecord = {
      orgId,
      uid: user.uid,
      currency,
      recipientCode: recipient.recipientCode,
      bankCode: bank.code,
      bankName: recipient.bankName || bank.name,
      accountLast4: accountNumber.slice(-4),
      accountHolder,
      changedAt: before.data && !changed ? before.data.changedAt : now,
    };
    tx.set(path, record);
    if (changed) {
      const label = (account: PayoutAccountRecord | undefined) =>
        account
          ? `${account.bankName} ···· ${account.accountLast4}, ${account.accountHolder}`
          : null;
      recordAudit(tx, orgId, clock.now(), {
        kind: 'payout_account.changed',
        actorUid: user.uid,
        summary: `Changed the ${currency} payout account to ${label(record)}`,
        before: { currency, account: label(before.data) },
        after: { currency, account: label(record) },
      });
    }
    return { record, changed, organisationName: organisation.data?.name ?? 'Your organisation' };
  });

  const account = toPayoutAccountView(record, payoutPolicy.holdAfterAccountChangeMs);
  if (changed) {
    for (const owner of await ownersOf(services, orgId)) {
      await sendPayoutAccountEmail({
        mailer: services.mailer,
        to: owner,
        organisationName,
        changedBy: user.email,
        account: record,
        payableFrom: account.payableFrom,
        holdAfterAccountChangeMs: payoutPolicy.holdAfterAccountChangeMs,
        publicBaseUrl: services.publicBaseUrl,
      });
    }
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
