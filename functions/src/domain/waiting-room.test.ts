import { describe, expect, it } from 'vitest';
import {
  admissionRefusal,
  admittedAtOf,
  admittedBy,
  autoOnForMs,
  batchOf,
  isRoomOn,
  linePosition,
  opensAtOf,
  rankAt,
  roomOpening,
  shouldTurnOn,
} from './waiting-room';

const opens = Date.parse('2030-01-01T10:00:00Z');
/** A place as the store counts it: the ranks below, plus one. */
const placeOf = (rank: number, all: number[]) => all.filter((other) => other < rank).length + 1;

describe('the draw', () => {
  it('orders early arrivals as a permutation that arrival order does not decide', () => {
    const ranks = Array.from({ length: 500 }, (_, i) =>
      rankAt(opens - 60_000 + i, opens, Math.random()),
    );
    const places = ranks.map((rank) => placeOf(rank, ranks));
    // Every buyer has a place, none shares one: 1..N exactly once each.
    expect([...places].sort((a, b) => a - b)).toEqual(ranks.map((_, i) => i + 1));
    // Arriving first gives no edge: the first arrival is not reliably first in line.
    const firstArrivals = places.slice(0, 50);
    expect(firstArrivals.some((place) => place > 250)).toBe(true);
  });

  it('puts every later arrival behind all early ones, in arrival order', () => {
    const early = [0.999999, 0.2, 0];
    const late = [0, 1, 10_000].map((after) => rankAt(opens + after, opens, Math.random()));
    expect(Math.min(...late)).toBeGreaterThan(Math.max(...early));
    expect([...late].sort((a, b) => a - b)).toEqual(late);
  });
});

describe('admission', () => {
  it('lets a batch in at opening and another each ten seconds', () => {
    expect(batchOf(60)).toBe(10);
    expect(batchOf(1)).toBe(1);
    expect(admittedBy(opens - 1, opens, 60)).toBe(0);
    expect(admittedBy(opens, opens, 60)).toBe(10);
    expect(admittedBy(opens + 9_999, opens, 60)).toBe(10);
    expect(admittedBy(opens + 10_000, opens, 60)).toBe(20);
  });

  it('tells a buyer their place among those not yet in, and the wait', () => {
    expect(linePosition(10, opens, opens, 60)).toEqual({ admitted: true });
    expect(linePosition(11, opens, opens, 60)).toEqual({
      admitted: false,
      placeInLine: 1,
      estimatedWaitMs: 10_000,
    });
    expect(linePosition(35, opens + 5_000, opens, 60)).toEqual({
      admitted: false,
      placeInLine: 25,
      estimatedWaitMs: 25_000,
    });
    expect(admittedAtOf(1, opens, 60)).toBe(opens);
    expect(admittedAtOf(21, opens, 60)).toBe(opens + 20_000);
  });

  it('opens at the earliest sales start, or at once when a type has none', () => {
    expect(opensAtOf(['2030-01-02T00:00:00Z', '2030-01-01T12:00:00Z'], 'made')).toBe(
      '2030-01-01T12:00:00Z',
    );
    expect(opensAtOf(['2030-01-02T00:00:00Z', null], 'made')).toBe('made');
    expect(opensAtOf([], 'made')).toBe('made');
  });
});

describe('admissionRefusal', () => {
  const claims = {
    eventId: 'e1',
    uid: 'u1',
    expiresAt: '2030-01-01T10:05:00.000Z',
    tokenId: 't1',
  };
  const expected = { eventId: 'e1', uid: 'u1', nowMs: opens };

  it('accepts the same buyer of the same event before expiry', () => {
    expect(admissionRefusal(claims, expected)).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(admissionRefusal(claims, { ...expected, eventId: 'e2' })).toBe('other_event');
    expect(admissionRefusal(claims, { ...expected, uid: 'u2' })).toBe('other_buyer');
    expect(admissionRefusal(claims, { ...expected, nowMs: opens + 5 * 60_000 })).toBe('expired');
    expect(admissionRefusal({ ...claims, expiresAt: 'soon' }, expected)).toBe('malformed');
  });
});

describe('the room turning itself on', () => {
  const now = opens + 3_600_000;
  const since = (ms: number) => ({
    enabled: false,
    autoOn: true,
    autoSince: new Date(ms).toISOString(),
  });

  it('is on from the sale’s opening when the organiser turned it on', () => {
    expect(roomOpening({ enabled: true }, opens, now)).toBe(opens);
    expect(roomOpening({ enabled: false }, opens, now)).toBeUndefined();
    expect(roomOpening(undefined, opens, now)).toBeUndefined();
  });

  it('paces from the moment it turned itself on, for ten minutes', () => {
    expect(roomOpening(since(now - 1_000), opens, now)).toBe(now - 1_000);
    expect(isRoomOn(since(now - autoOnForMs + 1), now)).toBe(true);
    expect(isRoomOn(since(now - autoOnForMs), now)).toBe(false);
    expect(shouldTurnOn(since(now - autoOnForMs), now)).toBe(true);
    expect(shouldTurnOn(since(now - 1_000), now)).toBe(false);
    expect(shouldTurnOn({ enabled: true, autoOn: true }, now)).toBe(false);
    // Only where the organiser allows it.
    expect(shouldTurnOn({ enabled: false }, now)).toBe(false);
    expect(shouldTurnOn({ enabled: false, autoOn: true }, now)).toBe(true);
  });
});
