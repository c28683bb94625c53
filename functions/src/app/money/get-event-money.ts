import type { CurrencyMoney, EventMoneyResponse } from '../../contract/event-money';
import type { Viewer } from '../../domain/approval';
import { payoutReadiness } from '../../domain/payout-readiness';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEvent } from '../events/organised-event';
import { listEventPayouts } from '../payouts/list-payouts';
import type { PayoutAccountRef, PayoutLockRecord } from '../payouts/payout-records';
import { paths } from '../../paths';
import { readEventMoney } from './read-event-money';

/**
 * An event's money for its organiser and administrators: per currency the statement's
 * figures, when the balance can be paid out, and sales and net per day for the chart; and
 * the latest payouts. Reads the running totals (a few documents per currency), never the
 * entries.
 */
export async function getEventMoney({
  services: { docs, clock, payoutPolicy },
  eventId,
  viewer,
}: UseCaseOptions<
  'docs' | 'clock' | 'payoutPolicy',
  { eventId: string; viewer: Viewer }
>): Promise<EventMoneyResponse> {
  const event = await readOrganisedEvent(docs, eventId, viewer);
  const money = await readEventMoney(docs, eventId);
  const currencies = money.map((currency) => currency.currency);
  const [locks, accounts, payouts] = await Promise.all([
    docs.getAll<PayoutLockRecord>(
      currencies.map((currency) => paths.payoutLock(eventId, currency)),
    ),
    docs.getAll<PayoutAccountRef>(
      currencies.map((currency) => paths.payoutAccount(event.uid, currency)),
    ),
    listEventPayouts({ services: { docs }, eventId, viewer, limit: 20 }),
  ]);
  const endsAt = event.endsAt ?? event.startsAt;
  const figures = money.map(({ currency, totals, summary, days }, index): CurrencyMoney => ({
    currency,
    summary,
    entries: totals.entries,
    payout: payoutReadiness({
      balance: totals.balance,
      currency,
      eventEndsAt: endsAt,
      now: clock.now(),
      ...payoutPolicy,
      account: accounts[index]!.data,
      payoutInProgress: Boolean(locks[index]!.data?.inFlight),
      onHold: Boolean(event.payoutHold),
    }),
    days,
  }));
  return {
    eventId,
    eventName: event.name,
    ...(endsAt ? { endsAt } : {}),
    currencies: figures,
    payouts,
    ...(event.payoutHold
      ? { payoutHold: { reason: event.payoutHold.reason, at: event.payoutHold.at } }
      : {}),
  };
}
