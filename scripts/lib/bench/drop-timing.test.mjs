import { describe, expect, it } from 'vitest';
import * as web from '../../../web/src/features/waiting-room/waiting-room-timing.ts';
import { arrivalAt, nextLookMs, nextQueueLookMs } from './drop-timing.mjs';

const statuses = [
  undefined,
  {
    state: 'before_opening',
    opensAt: '2026-11-26T08:00:00.000Z',
    serverTime: '2026-11-26T07:59:50.000Z',
  },
  {
    state: 'before_opening',
    opensAt: '2026-11-26T08:00:00.000Z',
    serverTime: '2026-11-26T07:00:00.000Z',
  },
  {
    state: 'before_opening',
    opensAt: '2026-11-26T08:00:00.000Z',
    serverTime: '2026-11-26T08:00:02.000Z',
  },
  { state: 'waiting', placeInLine: 1, estimatedWaitSeconds: 0 },
  { state: 'waiting', placeInLine: 900, estimatedWaitSeconds: 3 },
  { state: 'waiting', placeInLine: 9000, estimatedWaitSeconds: 90 },
  { state: 'admitted', token: 't', expiresAt: '2026-11-26T08:05:00.000Z' },
  { state: 'sold_out' },
];

describe('the buyers ask again as the web page does', () => {
  it('waits what the page waits, for every answer and draw', () => {
    for (const status of statuses) {
      for (const draw of [0, 0.25, 0.5, 0.999]) {
        expect(nextLookMs(status, () => draw)).toBe(web.nextLookMs(status, () => draw));
      }
    }
  });

  it('looks at a queued purchase again after 1.2 to 1.8 s', () => {
    expect(nextQueueLookMs(() => 0)).toBe(1_200);
    expect(nextQueueLookMs(() => 0.999)).toBeCloseTo(1_799.4);
  });
});

describe('arrivalAt', () => {
  it('spreads the buyers evenly over the window', () => {
    expect(arrivalAt(0, 4, 1_000, 400)).toBe(1_000);
    expect(arrivalAt(1, 4, 1_000, 400)).toBe(1_100);
    expect(arrivalAt(3, 4, 1_000, 400)).toBe(1_300);
    expect(arrivalAt(0, 1, 1_000, 400)).toBe(1_000);
  });
});
