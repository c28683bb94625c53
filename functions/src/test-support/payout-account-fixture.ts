import type { PayoutAccountRecord } from '../app/payout-accounts/payout-account-records';
import type { PayoutAccountRef } from '../app/payouts/payout-records';
import { personalOrganisationId } from '../app/organisations/personal-organisation';
import { paths } from '../paths';
import type { DocStore } from '../ports/doc-store';
import type { PayoutGateway } from '../ports/payout-gateway';

/**
 * Gives `uid`'s own organisation a ZAR payout account at the fake Paystack, as Settings would
 * store it, changed long ago (so its 48-hour hold is over). The account number decides how transfers to it end
 * at the fake (1000000001 succeeds, …002 fails, …003 is reversed, …004 stays pending).
 */
export async function storePayoutAccount(
  { docs, payouts }: { docs: Pick<DocStore, 'set'>; payouts: PayoutGateway },
  uid: string,
  accountNumber: string,
  changedAt = '2026-01-01T00:00:00.000Z',
): Promise<PayoutAccountRef> {
  const recipient = await payouts.createTransferRecipient({
    type: 'basa',
    name: 'Organiser',
    accountNumber,
    bankCode: '632005',
    currency: 'ZAR',
  });
  const account: PayoutAccountRef = {
    recipientCode: recipient.recipientCode,
    bankName: recipient.bankName,
    accountLast4: recipient.accountLast4,
    currency: 'ZAR',
    changedAt,
  };
  const orgId = personalOrganisationId(uid);
  await docs.set(paths.payoutAccount(orgId, 'ZAR'), {
    ...account,
    orgId,
    uid,
    bankCode: '632005',
    accountHolder: 'Organiser',
  } satisfies PayoutAccountRecord);
  return account;
}
