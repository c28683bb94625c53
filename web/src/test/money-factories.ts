import type { CurrencyMoney, MoneySummary } from '@contract/event-money';
import type { EventMoneyResponse } from '@contract/event-money-response';

/** R 1 500 of sales less fees and one refund, nothing paid out yet: a balance of R 1 234. */
export function buildMoneySummary(overrides: Partial<MoneySummary> = {}): MoneySummary {
  return {
    gross: 150000,
    platformFees: 7500,
    vat: 1125,
    gatewayFees: 4475,
    refunds: 13500,
    net: 123400,
    paidOut: 0,
    adjustments: 0,
    balance: 123400,
    ...overrides,
  };
}

export function buildCurrencyMoney(overrides: Partial<CurrencyMoney> = {}): CurrencyMoney {
  return {
    currency: 'ZAR',
    summary: buildMoneySummary(),
    entries: 12,
    payout: { status: 'waiting', reason: 'event_not_over', until: '2026-12-08T12:00:00.000Z' },
    days: [
      { day: '2026-12-01', sales: 100000, net: 91000 },
      { day: '2026-12-02', sales: 50000, net: 32400 },
    ],
    ...overrides,
  };
}

/** An event that ends at noon UTC on 5 December 2026: the same date from Hawaii to Japan. */
export function buildEventMoney(overrides: Partial<EventMoneyResponse> = {}): EventMoneyResponse {
  return {
    eventId: 'event-1',
    eventName: 'Rooftop Sessions',
    endsAt: '2026-12-05T12:00:00.000Z',
    currencies: [buildCurrencyMoney()],
    payouts: [],
    ...overrides,
  };
}
