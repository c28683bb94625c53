import { describe, expect, it } from 'vitest';
import { overPurchaseLimit, type CountedRequest } from './purchase-window';

const rule = { limit: 2, windowSeconds: 600 };
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();
const request = (id: string, uid: string, minute: number, exempt?: boolean): CountedRequest => ({
  id,
  uid,
  createdAt: at(minute),
  ...(exempt ? { exempt } : {}),
});

describe('overPurchaseLimit', () => {
  it('lets a buyer queue the limit in a window and refuses the next, saying when it frees', () => {
    const batch = [request('a', 'u1', 0), request('b', 'u1', 1), request('c', 'u1', 2)];
    // The oldest of the two counted (minute 0) leaves the window at minute 10: 8 minutes on.
    expect(overPurchaseLimit(batch, [], rule)).toEqual(new Map([['c', 480]]));
  });

  it('counts what is stored of earlier batches, not requests outside the window', () => {
    const stored = [request('old', 'u1', -20), request('x', 'u1', -5), request('y', 'u1', -1)];
    const batch = [request('a', 'u1', 0), request('b', 'u2', 0)];
    expect(overPurchaseLimit(batch, stored, rule)).toEqual(new Map([['a', 300]]));
  });

  it('never counts refusals for the limit, nor the batch’s own requests twice', () => {
    const batch = [request('a', 'u1', 0), request('b', 'u1', 1)];
    const stored = [request('over', 'u1', -1, true), ...batch];
    expect(overPurchaseLimit(batch, stored, rule)).toEqual(new Map());
  });

  it('decides in arrival order whatever order the batch came in, and one buyer at a time', () => {
    const batch = [
      request('c', 'u1', 2),
      request('z', 'u2', 2),
      request('a', 'u1', 0),
      request('b', 'u1', 1),
    ];
    expect(overPurchaseLimit(batch, [], rule)).toEqual(new Map([['c', 480]]));
  });

  it('lets an exempt request (a late payment’s reclaim) through without counting it', () => {
    const batch = [request('a', 'u1', 0), request('r', 'u1', 0, true), request('b', 'u1', 1)];
    expect(overPurchaseLimit(batch, [], rule)).toEqual(new Map());
  });
});
