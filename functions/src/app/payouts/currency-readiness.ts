import { payoutReadiness, type PayoutReadiness } from '../../domain/payout-readiness';
import { paths } from '../../paths';
import type { UseCaseOptions } from '../common/use-case-options';
import { overAtOf, type EventRecord } from '../events/event-records';
import { payoutHolderOf } from '../payout-accounts/payout-account-records';
import type { PayoutAccountRef, PayoutLockRecord } from './payout-records';

export type CurrencyReadiness = {
  currency: string;
  readiness: PayoutReadiness;
  /** The organiser's payout account in this currency, if any. */
  account?: PayoutAccountRef;
};

/**
 * Whether each of an event's balances can be paid out now, as approve-payout.ts will decide
 * it: with the payout in flight, the organiser's account in that currency, the event's hold
 * and the platform's policy. Two batched reads, however many currencies. In the order given.
 */
export async function readCurrencyReadiness({
  services: { docs, clock, payoutPolicy },
  eventId,
  event,
  balances,
}: UseCaseOptions<
  'docs' | 'clock' | 'payoutPolicy',
  {
    eventId: string;
    event: Pick<EventRecord, 'uid' | 'orgId' | 'startsAt' | 'endsAt' | 'payoutHold'>;
    balances: ReadonlyArray<{ currency: string; balance: number }>;
  }
>): Promise<CurrencyReadiness[]> {
  if (balances.length === 0) return [];
  const currencies = balances.map(({ currency }) => currency);
  const [locks, accounts] = await Promise.all([
    docs.getAll<PayoutLockRecord>(
      currencies.map((currency) => paths.payoutLock(eventId, currency)),
    ),
    docs.getAll<PayoutAccountRef>(
      currencies.map((currency) => paths.payoutAccount(payoutHolderOf(event), currency)),
    ),
  ]);
  const now = clock.now();
  return balances.map(({ currency, balance }, index) => {
    const account = accounts[index]?.data;
    return {
      currency,
      readiness: payoutReadiness({
        balance,
        currency,
        eventEndsAt: overAtOf(event),
        now,
        ...payoutPolicy,
        account,
        payoutInProgress: Boolean(locks[index]?.data?.inFlight),
        onHold: Boolean(event.payoutHold),
      }),
      ...(account ? { account } : {}),
    };
  });
}
