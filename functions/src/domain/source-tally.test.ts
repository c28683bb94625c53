import { describe, expect, it } from 'vitest';
import { tallySources, type SourcedOrder } from './source-tally';

const order = (
  status: SourcedOrder['status'],
  source: string | undefined,
  quantity: number,
  { unitPrice = 15000, currency = 'ZAR', discount = 0 } = {},
): SourcedOrder => ({
  status,
  source,
  currency,
  items: [{ typeId: 'gen', quantity, unitPrice, ...(discount ? { discount } : {}) }],
});

describe('tallySources', () => {
  it('counts the paid orders, tickets and revenue of each source, Direct for none', () => {
    expect(
      tallySources([
        order('paid', 'instagram', 2),
        order('paid', undefined, 1),
        order('paid', 'instagram', 1, { discount: 1500 }),
        order('refund_pending', 'example.org', 1),
      ]),
    ).toEqual([
      {
        source: 'instagram',
        orders: 2,
        tickets: 3,
        revenue: [{ currency: 'ZAR', amount: 43500 }],
      },
      // A tie in tickets: the named source first, Direct after it.
      {
        source: 'example.org',
        orders: 1,
        tickets: 1,
        revenue: [{ currency: 'ZAR', amount: 15000 }],
      },
      { source: null, orders: 1, tickets: 1, revenue: [{ currency: 'ZAR', amount: 15000 }] },
    ]);
  });

  it('leaves out held, expired and refunded orders, and sources that sold nothing', () => {
    expect(
      tallySources([
        order('held', 'instagram', 2),
        order('expired', 'instagram', 2),
        order('refunded', 'newsletter', 1),
        order('paid', 'newsletter', 1),
      ]),
    ).toEqual([
      {
        source: 'newsletter',
        orders: 1,
        tickets: 1,
        revenue: [{ currency: 'ZAR', amount: 15000 }],
      },
    ]);
    expect(tallySources([])).toEqual([]);
  });

  it('keeps each currency’s revenue apart', () => {
    expect(
      tallySources([
        order('paid', 'flyer', 1),
        order('paid', 'flyer', 2, { unitPrice: 2000, currency: 'EUR' }),
      ]),
    ).toEqual([
      {
        source: 'flyer',
        orders: 2,
        tickets: 3,
        revenue: [
          { currency: 'ZAR', amount: 15000 },
          { currency: 'EUR', amount: 4000 },
        ],
      },
    ]);
  });
});
