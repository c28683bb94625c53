import type { CurrencyMoney, EventMoneyResponse } from '../../contract/event-money';
import type { Viewer } from '../../domain/approval';
import { payoutReadiness } from '../../domain/payout-readiness';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEvent } from '../events/organised-event';
import { payoutAccountOf } from '../payout-accounts/payout-account-records';
import { readEventMoney } from './read-event-money';

/**
 * An event's money for its organiser and administrators: per currency the statement's
 * figures, when the balance can be paid out, and sales and net per day for the chart. Reads
 * the running totals (a few documents per currency), never the entries.
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
  const endsAt = event.endsAt ?? event.startsAt;
  // The account the balance would be paid to: the event's organiser's, in its currency.
  const accounts = await Promise.all(
    money.map(({ currency }) => payoutAccountOf(docs, event.uid, currency)),
  );
  const currencies = money.map(({ currency, totals, summary, days }, i): CurrencyMoney => {
    const account = accounts[i];
    return {
      currency,
      summary,
      entries: totals.entries,
      payout: payoutReadiness({
        balance: totals.balance,
        currency,
        eventEndsAt: endsAt,
        now: clock.now(),
        ...payoutPolicy,
        ...(account
          ? { account: { currency: account.currency, changedAt: account.changedAt } }
          : {}),
        payoutInProgress: false,
      }),
      days,
    };
  });
  return {
    eventId,
    eventName: event.name,
    ...(endsAt ? { endsAt } : {}),
    currencies,
  };
}
