import { payoutCurrencies, type PayoutAccountsResponse } from '../../contract/payout-accounts';
import { availablePayoutCurrencies } from '../../domain/payout-account';
import { paths } from '../../paths';
import type { UseCaseOptions } from '../common/use-case-options';
import { toPayoutAccountView, type PayoutAccountRecord } from './payout-account-records';

/**
 * The organiser's payout accounts, one per currency, and the currencies one can be set in.
 * Reads one document per currency payouts know (two), never a query.
 */
export async function getPayoutAccounts({
  services: { docs, paymentCurrencies, payoutPolicy },
  uid,
}: UseCaseOptions<
  'docs' | 'paymentCurrencies' | 'payoutPolicy',
  { uid: string }
>): Promise<PayoutAccountsResponse> {
  // Every currency, not only today's: an account set before payments stopped in a currency
  // may still be owed a balance.
  const snapshots = await docs.getAll<PayoutAccountRecord>(
    payoutCurrencies.map((currency) => paths.payoutAccount(uid, currency)),
  );
  return {
    accounts: snapshots.flatMap(({ data }) =>
      data ? [toPayoutAccountView(data, payoutPolicy.holdAfterAccountChangeMs)] : [],
    ),
    currencies: availablePayoutCurrencies(paymentCurrencies),
  };
}
