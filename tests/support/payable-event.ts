import { createPaystackPayouts } from '../../functions/src/adapters/paystack-payouts';
import { paths } from '../../functions/src/paths';
import { storePayoutAccount } from '../../functions/src/test-support/payout-account-fixture';
import { backendDocs } from './backend-docs';
import { testEnv } from './test-env';

const dayMs = 86_400_000;

/**
 * Makes `eventId`'s balance payable now: the event ended a week ago, and the organiser's own
 * organisation has a ZAR account at the fake Paystack, long known (its hold over). The
 * account number decides how transfers to it end (see storePayoutAccount).
 */
export async function makePayable(
  eventId: string,
  organiserUid: string,
  accountNumber = '1000000001',
): Promise<void> {
  await backendDocs().update(paths.event(eventId), {
    startsAt: new Date(Date.now() - 8 * dayMs).toISOString(),
    endsAt: new Date(Date.now() - 7 * dayMs).toISOString(),
  });
  const payouts = createPaystackPayouts({
    baseUrl: testEnv.paystackUrl,
    secretKey: testEnv.paystackSecret,
  });
  await storePayoutAccount({ docs: backendDocs(), payouts }, organiserUid, accountNumber);
}
