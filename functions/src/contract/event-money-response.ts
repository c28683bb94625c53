import { z } from 'zod';
import { currencyMoney, moneyOfEvent } from './event-money';
import { payoutHoldView, payoutView } from './payouts';

// Apart from event-money.ts, whose figures the money across events (all-money.ts) shares:
// the platform's home reads those in its first load, without the payouts made.

/** `GET /api/events/:eventId/money`: for the event's organiser and administrators. */
export const eventMoneyResponse = moneyOfEvent.extend({
  currencies: z.array(currencyMoney),
  /** The latest payouts of the event, newest first. */
  payouts: z.array(payoutView),
  payoutHold: payoutHoldView.optional(),
});
export type EventMoneyResponse = z.infer<typeof eventMoneyResponse>;
