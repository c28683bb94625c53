import { describe, expect, it } from 'vitest';
import { describeWait, formatCountdown, isSettled, nextLookMs } from './waiting-room-timing';

describe('the waiting room page’s timing', () => {
  it('asks again at the opening (by the server’s clock), spread by up to three seconds', () => {
    const before = {
      state: 'before_opening',
      opensAt: '2030-01-01T10:00:10.000Z',
      serverTime: '2030-01-01T10:00:00.000Z',
    } as const;
    expect(nextLookMs(before, () => 0)).toBe(10_000);
    expect(nextLookMs(before, () => 0.999)).toBeCloseTo(12_997);
    // Far from the opening, it still looks in now and then (the sale may be called off).
    expect(nextLookMs({ ...before, opensAt: '2030-01-02T10:00:00.000Z' }, () => 0)).toBe(30_000);
  });

  it('asks every few seconds in line, and stops once the room has its answer', () => {
    const waiting = { state: 'waiting', placeInLine: 3, estimatedWaitSeconds: 1 } as const;
    expect(nextLookMs(waiting, () => 0)).toBe(1_500);
    expect(nextLookMs({ ...waiting, estimatedWaitSeconds: 600 }, () => 0)).toBe(5_500);
    expect(isSettled(waiting)).toBe(false);
    expect(isSettled({ state: 'sold_out' })).toBe(true);
    expect(isSettled({ state: 'admitted', token: 't', expiresAt: 'x' })).toBe(true);
  });

  it('says the countdown and the wait in words a buyer reads at a glance', () => {
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(247)).toBe('4:07');
    expect(formatCountdown(3909)).toBe('1:05:09');
    expect(describeWait(30)).toBe('less than a minute');
    expect(describeWait(80)).toBe('about a minute');
    expect(describeWait(600)).toBe('about 10 minutes');
  });
});
