import { describe, expect, it } from 'vitest';
import { repeated } from './audit-drop-store.mjs';
import { classifyAnswer, dropProblems, spread, tallyBuyers, timeline } from './tally-drop.mjs';

describe('classifyAnswer', () => {
  it('takes what the waiting room may say as answers, and nothing else', () => {
    for (const state of ['before_opening', 'waiting', 'admitted', 'sold_out']) {
      expect(classifyAnswer('poll', 200, { state })).toEqual({ key: `200 ${state}`, error: false });
    }
    expect(classifyAnswer('join', 200, { state: 'lapsed' }).error).toBe(true);
    expect(classifyAnswer('poll', 200, { state: 'off' }).error).toBe(true);
    expect(classifyAnswer('poll', 500, { error: { code: 'internal' } })).toEqual({
      key: '500 internal',
      error: true,
    });
    expect(classifyAnswer('poll', 0, { transport: 'ECONNRESET' })).toEqual({
      key: '0 ECONNRESET',
      error: true,
    });
    expect(classifyAnswer('poll', 502, undefined)).toEqual({ key: '502 unparsable', error: true });
  });

  it('takes held, paid, queued and a clean sold out from checkout, and no other refusal', () => {
    expect(classifyAnswer('beginTransaction', 200, { status: 'held' }).error).toBe(false);
    expect(classifyAnswer('beginTransaction', 200, { status: 'paid' }).error).toBe(false);
    expect(classifyAnswer('beginTransaction', 202, { status: 'queued' }).error).toBe(false);
    expect(classifyAnswer('purchaseRequest', 409, { error: { code: 'sold_out' } }).error).toBe(
      false,
    );
    expect(classifyAnswer('beginTransaction', 409, { error: { code: 'not_enough' } }).error).toBe(
      false,
    );
    expect(
      classifyAnswer('beginTransaction', 403, { error: { code: 'admission_invalid' } }),
    ).toEqual({ key: '403 admission_invalid', error: true });
    expect(classifyAnswer('beginTransaction', 429, { error: { code: 'rate_limited' } }).error).toBe(
      true,
    );
    expect(classifyAnswer('purchaseRequest', 404, { error: { code: 'not_found' } }).error).toBe(
      true,
    );
  });
});

describe('timeline', () => {
  it('counts per 10 s from the opening, empty bins included', () => {
    const opens = 1_000_000;
    expect(timeline([opens, opens + 9_999, opens + 25_000, opens - 5], opens)).toEqual([
      { fromSeconds: 0, count: 3 },
      { fromSeconds: 10, count: 0 },
      { fromSeconds: 20, count: 1 },
    ]);
    expect(timeline([], opens)).toEqual([]);
  });
});

describe('spread', () => {
  it('gives p50, p95 and max by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(spread(values)).toEqual({ count: 100, p50: 50, p95: 95, max: 100 });
    expect(spread([])).toEqual({ count: 0, p50: undefined, p95: undefined, max: undefined });
  });
});

describe('the verdict', () => {
  const opens = 1_000_000;
  const buyers = [
    {
      final: 'held',
      firstState: 'before_opening',
      admittedAt: opens + 1_000,
      finalAt: opens + 2_000,
    },
    {
      final: 'paid',
      firstState: 'before_opening',
      admittedAt: opens + 11_000,
      finalAt: opens + 12_000,
    },
    { final: 'sold_out (waiting room)', firstState: 'before_opening', finalAt: opens + 13_000 },
    {
      final: 'sold_out (checkout)',
      firstState: 'waiting',
      admittedAt: opens + 12_500,
      finalAt: opens + 12_600,
    },
  ];
  const store = { ticketsHeld: 2, oversold: 0, stockTaken: 2, buyersTwice: 0 };

  it('tallies the buyers: finals, answered, admissions, sold-out and last purchase times', () => {
    const tally = tallyBuyers(buyers, opens);
    expect(tally.finals).toEqual({
      held: 1,
      paid: 1,
      'sold_out (waiting room)': 1,
      'sold_out (checkout)': 1,
    });
    expect(tally.answered).toBe(4);
    expect(tally.bought).toBe(2);
    expect(tally.joinedBeforeOpening).toBe(3);
    expect(tally.admissions).toEqual([
      { fromSeconds: 0, count: 1 },
      { fromSeconds: 10, count: 2 },
    ]);
    expect(tally.firstSoldOutToldMs).toBe(12_600);
    expect(tally.lastBoughtMs).toBe(12_000);
    expect(tally.lastAnsweredMs).toBe(13_000);
  });

  it('is right only with the capacity sold once each, no errors and everyone answered', () => {
    const tally = tallyBuyers(buyers, opens);
    const verdict = (overrides = {}) =>
      dropProblems({ capacity: 2, buyerCount: 4, store, buyers: tally, errors: {}, ...overrides });
    expect(verdict()).toEqual([]);
    expect(verdict({ store: { ...store, ticketsHeld: 3, oversold: 1, stockTaken: 3 } })).toEqual([
      '3 tickets sold for 2',
      '1 oversold',
      'stock taken 3, not 2',
    ]);
    expect(verdict({ store: { ...store, buyersTwice: 1 } })).toEqual([
      '1 buyers hold more than one order',
    ]);
    expect(verdict({ errors: { 'poll: 500 internal': 3, 'join: 0 ECONNRESET': 1 } })).toEqual([
      '4 error answers',
    ]);
    const unanswered = tallyBuyers([...buyers, { final: 'never answered', finalAt: opens }], opens);
    expect(verdict({ buyerCount: 5, buyers: unanswered })).toEqual([
      '1 of 5 buyers never answered',
    ]);
  });
});

describe('repeated', () => {
  it('counts the buyers that appear more than once', () => {
    expect(repeated(['a', 'b', 'a', 'c', 'c', 'c'])).toBe(2);
    expect(repeated([])).toBe(0);
  });
});
