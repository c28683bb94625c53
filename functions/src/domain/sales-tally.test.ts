import { describe, expect, it } from 'vitest';
import { tallySales, type TalliedOrder } from './sales-tally';

const order = (
  status: TalliedOrder['status'],
  ...items: Array<[string, number, number]>
): TalliedOrder => ({
  status,
  items: items.map(([typeId, quantity, unitPrice]) => ({ typeId, quantity, unitPrice })),
});

describe('tallySales', () => {
  it('counts paid tickets as sold with their revenue, held ones as held, expired ones not at all', () => {
    const tallies = tallySales([
      order('paid', ['gen', 2, 15000], ['vip', 1, 45000]),
      order('paid', ['gen', 1, 12000]),
      order('held', ['gen', 3, 15000]),
      order('expired', ['gen', 4, 15000], ['vip', 2, 45000]),
    ]);
    expect(Object.fromEntries(tallies)).toEqual({
      gen: { sold: 3, held: 3, revenue: 42000 },
      vip: { sold: 1, held: 0, revenue: 45000 },
    });
  });

  it('has nothing for types nobody bought', () => {
    expect(tallySales([order('expired', ['gen', 1, 100])]).size).toBe(0);
    expect(tallySales([]).size).toBe(0);
  });

  it('counts what a promo code took off out of the revenue', () => {
    const discounted: TalliedOrder = {
      status: 'paid',
      items: [{ typeId: 'gen', quantity: 2, unitPrice: 15000, discount: 3000 }],
    };
    expect(tallySales([discounted]).get('gen')).toEqual({ sold: 2, held: 0, revenue: 27000 });
  });
});
