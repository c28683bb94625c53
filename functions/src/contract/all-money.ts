import { z } from 'zod';
import { currencyMoney, moneyOfEvent } from './event-money';
import { organisationId } from './ids';

/** One currency of one event: the event's Money page's figures, without its entry count and days. */
export const eventCurrencyMoney = currencyMoney.omit({ entries: true, days: true });
export type EventCurrencyMoneyView = z.infer<typeof eventCurrencyMoney>;

export const eventMoneyRow = moneyOfEvent.extend({ currencies: z.array(eventCurrencyMoney) });
export type EventMoneyRow = z.infer<typeof eventMoneyRow>;

/** `GET /api/money?orgId=`: which organisation's (unset: the person's own). */
export const allMoneyQuery = z.object({ orgId: organisationId.optional() });

/**
 * `GET /api/money`: an organisation's money across its events. Only events with
 * money are listed, newest first; totals are summed per currency, as amounts in different
 * currencies never add up.
 */
export const allMoneyResponse = z.object({
  events: z.array(eventMoneyRow),
  /** Sorted by currency code. */
  totals: z.array(currencyMoney.pick({ currency: true, summary: true })),
});
export type AllMoneyResponse = z.infer<typeof allMoneyResponse>;
