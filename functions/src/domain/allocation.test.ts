import { describe, expect, it } from 'vitest';
import { allocate, type PendingRequest, type TypeStock } from './allocation';
import { generalStock } from './type-stock-fixtures';

const now = '2026-12-01T10:00:00.000Z';
const general = generalStock({ capacity: 3 });
const vip: TypeStock = { ...general, typeId: 'vip', name: 'VIP', price: 45000, capacity: 1 };

let counter = 0;
function request(items: PendingRequest['items'], createdAt = now, eventId = 'e1'): PendingRequest {
  counter += 1;
  return { id: `r${String(counter).padStart(3, '0')}`, eventId, createdAt, items };
}

const run = (requests: PendingRequest[], stock: TypeStock[] = [general, vip]) =>
  allocate({ requests, stock, availableEvents: new Set(['e1']), now });

describe('allocate', () => {
  it('grants in arrival order until a type runs out, then refuses as sold out', () => {
    const late = request([{ typeId: 'vip', quantity: 1 }], '2026-12-01T09:00:02.000Z');
    const early = request([{ typeId: 'vip', quantity: 1 }], '2026-12-01T09:00:01.000Z');
    const { decisions, taken } = run([late, early]);
    expect(decisions).toEqual([
      {
        requestId: early.id,
        granted: true,
        items: [{ typeId: 'vip', quantity: 1, name: 'VIP', unitPrice: 45000 }],
        amount: 45000,
        currency: 'ZAR',
      },
      { requestId: late.id, granted: false, refusal: { code: 'sold_out', typeId: 'vip', left: 0 } },
    ]);
    expect(taken.get('e1/vip')).toBe(1);
  });

  it('grants a request whole or not at all, and a smaller later one may still fit', () => {
    const big = request([
      { typeId: 'gen', quantity: 2 },
      { typeId: 'vip', quantity: 1 },
    ]);
    const tooBig = request([{ typeId: 'gen', quantity: 2 }]);
    const small = request([{ typeId: 'gen', quantity: 1 }]);
    const { decisions, taken } = run([big, tooBig, small]);
    expect(decisions.map((d) => (d.granted ? d.amount : d.refusal))).toEqual([
      2 * 15000 + 45000,
      { code: 'not_enough', typeId: 'gen', left: 1 },
      15000,
    ]);
    expect(taken.get('e1/gen')).toBe(3);
  });

  it('counts what is already taken', () => {
    const { decisions } = run(
      [request([{ typeId: 'gen', quantity: 1 }])],
      [{ ...general, taken: 3 }],
    );
    expect(decisions[0]).toMatchObject({ granted: false, refusal: { code: 'sold_out' } });
  });

  it('refuses types outside their sales window, above their maximum, or unknown', () => {
    const stock = [
      { ...general, salesStart: '2026-12-02T00:00:00.000Z' },
      { ...vip, salesEnd: now },
      { ...general, typeId: 'kids', maxPerOrder: 2 },
    ];
    const refusals = run(
      [
        request([{ typeId: 'gen', quantity: 1 }]),
        request([{ typeId: 'vip', quantity: 1 }]),
        request([{ typeId: 'kids', quantity: 3 }]),
        request([{ typeId: 'nope', quantity: 1 }]),
      ],
      stock,
    ).decisions.map((d) => !d.granted && d.refusal);
    expect(refusals).toEqual([
      { code: 'not_on_sale', typeId: 'gen', opens: '2026-12-02T00:00:00.000Z', closed: null },
      { code: 'not_on_sale', typeId: 'vip', opens: null, closed: now },
      { code: 'too_many', typeId: 'kids', maxPerOrder: 2 },
      { code: 'unknown_type', typeId: 'nope' },
    ]);
  });

  it('refuses events buyers may not buy for, and orders mixing currencies', () => {
    const stock = [general, { ...vip, currency: 'USD' }, { ...general, eventId: 'e2' }];
    const { decisions } = run(
      [
        request([{ typeId: 'gen', quantity: 1 }], now, 'e2'),
        request([
          { typeId: 'gen', quantity: 1 },
          { typeId: 'vip', quantity: 1 },
        ]),
      ],
      stock,
    );
    expect(decisions.map((d) => !d.granted && d.refusal.code)).toEqual([
      'event_unavailable',
      'mixed_currencies',
    ]);
  });

  it('refuses a cancelled event as cancelled, so the buyer hears why', () => {
    const { decisions, taken } = allocate({
      requests: [request([{ typeId: 'gen', quantity: 1 }], now, 'e2')],
      stock: [{ ...general, eventId: 'e2' }],
      availableEvents: new Set(['e1']),
      cancelledEvents: new Set(['e2']),
      now,
    });
    expect(decisions.map((d) => !d.granted && d.refusal)).toEqual([{ code: 'event_cancelled' }]);
    expect(taken.get('e2/gen')).toBe(general.taken);
  });

  it('breaks ties in arrival time by request id, the same way every time', () => {
    const a = request([{ typeId: 'vip', quantity: 1 }]);
    const b = request([{ typeId: 'vip', quantity: 1 }]);
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      expect(run(order).decisions.find((d) => d.granted)?.requestId).toBe(a.id);
    }
  });

  it('counts a promo code’s use only with a grant, so a request refused for stock leaves it to the next', () => {
    const at = (second: number) => `2026-12-01T09:00:0${second}.000Z`;
    const withCode = (items: PendingRequest['items'], second: number, uid: string) => ({
      ...request(items, at(second)),
      promo: { code: 'e1/SAVE', uid },
    });
    const tooMany = withCode([{ typeId: 'vip', quantity: 2 }], 1, 'u1');
    const first = withCode([{ typeId: 'gen', quantity: 1 }], 2, 'u2');
    const second = withCode([{ typeId: 'gen', quantity: 1 }], 3, 'u2');
    const third = withCode([{ typeId: 'gen', quantity: 1 }], 4, 'u3');
    const promos = new Map([['e1/SAVE', { used: 0, maxUses: 2, maxUsesPerBuyer: 1, byBuyer: {} }]]);
    const result = allocate({
      requests: [tooMany, first, second, third],
      stock: [general, vip],
      availableEvents: new Set(['e1']),
      promos,
      now,
    });
    expect(result.decisions.map((d) => (d.granted ? 'granted' : d.refusal.code))).toEqual([
      'not_enough',
      'granted',
      'promo_used_up',
      'granted',
    ]);
    expect(result.promos.get('e1/SAVE')).toEqual({
      used: 2,
      maxUses: 2,
      maxUsesPerBuyer: 1,
      byBuyer: { u2: 1, u3: 1 },
    });
    // The caller's budgets are not changed: the result is the batch's.
    expect(promos.get('e1/SAVE')?.used).toBe(0);
  });
});
