import type { PayoutAccountView, PayoutCurrency } from '../../contract/payout-accounts';
import { payableFrom } from '../../domain/payout-account';
import { paths } from '../../paths';
import type { DocData, DocStore } from '../../ports/doc-store';

/**
 * `payoutAccounts/{uid}_{currency}`: where an organiser's balance in one currency is paid.
 * Paystack keeps the account itself behind `recipientCode`; we keep only what pays it and
 * what shows the organiser where the money goes, never the full account number.
 */
export type PayoutAccountRecord = DocData & {
  uid: string;
  currency: PayoutCurrency;
  /** Paystack's transfer recipient: what a transfer is sent to. */
  recipientCode: string;
  bankCode: string;
  bankName: string;
  accountLast4: string;
  accountHolder: string;
  /**
   * When the account last changed to another bank account (ISO): payouts to it wait a while
   * after, so that someone who took over the organiser's sign-in cannot redirect money unseen.
   */
  changedAt: string;
};

/** The organiser's payout account in `currency`, for payouts to find the recipient. */
export async function payoutAccountOf(
  docs: DocStore,
  uid: string,
  currency: string,
): Promise<PayoutAccountRecord | undefined> {
  return (await docs.get<PayoutAccountRecord>(paths.payoutAccount(uid, currency))).data;
}

export function toPayoutAccountView(
  record: PayoutAccountRecord,
  holdAfterAccountChangeMs: number,
): PayoutAccountView {
  const { currency, bankName, accountLast4, accountHolder, changedAt } = record;
  return {
    currency,
    bankName,
    accountLast4,
    accountHolder,
    changedAt,
    payableFrom: payableFrom(changedAt, holdAfterAccountChangeMs),
  };
}
