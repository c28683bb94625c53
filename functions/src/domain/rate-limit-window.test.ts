import { describe, expect, it } from 'vitest';
import { countRequest } from './rate-limit-window';

const rule = { limit: 2, windowSeconds: 60 };
const at = (iso: string) => new Date(iso).getTime();

describe('countRequest', () => {
  it('counts from zero in a window the counter does not hold', () => {
    const { decision, next } = countRequest(
      { windowStart: '2030-01-01T09:59:00.000Z', count: 2 },
      rule,
      at('2030-01-01T10:00:10Z'),
    );
    expect(decision).toEqual({
      isAllowed: true,
      remaining: 1,
      resetAt: '2030-01-01T10:01:00.000Z',
    });
    expect(next).toEqual({
      windowStart: '2030-01-01T10:00:00.000Z',
      count: 1,
      windowEnd: new Date('2030-01-01T10:01:00.000Z'),
    });
  });

  it('refuses past the limit without counting, and says how long to wait', () => {
    const counter = { windowStart: '2030-01-01T10:00:00.000Z', count: 2 };
    expect(countRequest(counter, rule, at('2030-01-01T10:00:10.500Z'))).toEqual({
      decision: { isAllowed: false, retryAfterSeconds: 50, resetAt: '2030-01-01T10:01:00.000Z' },
    });
  });

  it('refuses a rule without a limit or a window', () => {
    expect(() => countRequest(undefined, { limit: 0, windowSeconds: 60 }, 0)).toThrow();
    expect(() => countRequest(undefined, { limit: 1, windowSeconds: 0 }, 0)).toThrow();
  });
});
