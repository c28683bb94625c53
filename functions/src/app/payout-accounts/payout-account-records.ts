import type { PayoutAccountView, PayoutCurrency } from '../../contract/payout-accounts';
import { payableFrom } from '../../domain/payout-account';
import { paths } from '../../paths';
import type { DocData, DocStore } from '../../ports/doc-store';
import type { EventRecord } from '../events/event-records';
import { personalOrganisationId } from '../organisations/personal-organisation';

/**
 * `payoutAccounts/{orgId}_{currency}`: where an organisation's balance in one currency is
 * paid. Paystack keeps the account itself behind `recipientCode`; we keep only what pays it
 * and what shows the organisation where the money goes, never the full account number.
 * (Accounts set before organisations were `{uid}_{currency}` without `orgId`: the migration,
 * move-payout-accounts.ts, moves each into its owner's personal organisation.)
 */
export type PayoutAccountRecord = DocData & {
  orgId: string;
  /** Who set the account last. */
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

/** The organisation whose payout account an event's balance goes to. */
export const payoutHolderOf = (event: Pick<EventRecord, 'uid' | 'orgId'>): string =>
  event.orgId ?? personalOrganisationId(event.uid);

/** The organisation's payout account in `currency`, for payouts to find the recipient. */
export async function payoutAccountOf(
  docs: DocStore,
  orgId: string,
  currency: string,
): Promise<PayoutAccountRecord | undefined> {
  return (await docs.get<PayoutAccountRecord>(paths.payoutAccount(orgId, currency))).data;
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
