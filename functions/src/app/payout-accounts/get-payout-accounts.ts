import { payoutCurrencies, type PayoutAccountsResponse } from '../../contract/payout-accounts';
import { availablePayoutCurrencies } from '../../domain/payout-account';
import { paths } from '../../paths';
import type { Viewer } from '../../domain/approval';
import type { UseCaseOptions } from '../common/use-case-options';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { requireSecondStepFor } from '../two-step/require-second-step';
import { toPayoutAccountView, type PayoutAccountRecord } from './payout-account-records';

/**
 * The organisation's payout accounts, one per currency, and the currencies one can be set in
 * (members who see money: `money.view`). Reads one document per currency payouts know (two),
 * never a query.
 */
export async function getPayoutAccounts({
  services: { docs, clock, paymentCurrencies, payoutPolicy },
  orgId,
  viewer,
}: UseCaseOptions<
  'docs' | 'clock' | 'paymentCurrencies' | 'payoutPolicy',
  { orgId: string; viewer: Viewer }
>): Promise<PayoutAccountsResponse> {
  await authoriseOrganisation(docs, orgId, viewer, 'money.view');
  await requireSecondStepFor({ docs, clock }, viewer, orgId);
  // Every currency, not only today's: an account set before payments stopped in a currency
  // may still be owed a balance.
  const snapshots = await docs.getAll<PayoutAccountRecord>(
    payoutCurrencies.map((currency) => paths.payoutAccount(orgId, currency)),
  );
  return {
    accounts: snapshots.flatMap(({ data }) =>
      data ? [toPayoutAccountView(data, payoutPolicy.holdAfterAccountChangeMs)] : [],
    ),
    currencies: availablePayoutCurrencies(paymentCurrencies),
  };
}
