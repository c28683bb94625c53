import type { CurrencyMoney } from '../../contract/event-money';
import type { EventMoneyResponse } from '../../contract/event-money-response';
import type { UseCaseOptions } from '../common/use-case-options';
import { overAtOf } from '../events/event-records';
import { readOrganisedEvent, type EventRequest } from '../events/organised-event';
import { readCurrencyReadiness } from '../payouts/currency-readiness';
import { readEventPayouts } from '../payouts/list-payouts';
import { requireSecondStepFor } from '../two-step/require-second-step';
import { readEventMoney } from './read-event-money';

/**
 * An event's money for its organiser and administrators: per currency the statement's
 * figures, when the balance can be paid out, and sales and net per day for the chart; and
 * the latest payouts. Reads the running totals (a few documents per currency), never the
 * entries. An organisation that requires it asks for the second sign-in step first.
 */
export async function getEventMoney({
  services,
  eventId,
  viewer,
}: UseCaseOptions<'docs' | 'clock' | 'payoutPolicy', EventRequest>): Promise<EventMoneyResponse> {
  const { docs } = services;
  const event = await readOrganisedEvent(docs, eventId, viewer, 'money.view');
  await requireSecondStepFor(services, viewer, event.orgId);
  const money = await readEventMoney(docs, eventId);
  const [readiness, payouts] = await Promise.all([
    readCurrencyReadiness({
      services,
      eventId,
      event,
      balances: money.map(({ currency, totals }) => ({ currency, balance: totals.balance })),
    }),
    readEventPayouts(docs, eventId, 20),
  ]);
  const endsAt = overAtOf(event);
  const figures = money.map(({ currency, totals, summary, days }, index): CurrencyMoney => ({
    currency,
    summary,
    entries: totals.entries,
    payout: readiness[index]!.readiness,
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
