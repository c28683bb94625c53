import { describe, expect, it } from 'vitest';
import * as web from '../../../web/src/features/waiting-room/waiting-room-timing.ts';
import * as checkout from '../../../web/src/features/checkout/queue-timing.ts';
import { arrivalAt, nextLookMs, nextQueueLookMs } from './drop-timing.mjs';

describe('the buyers ask again as the web page does', () => {
  it('waits with the page’s own functions, not copies of them', () => {
    expect(nextLookMs).toBe(web.nextLookMs);
    expect(nextQueueLookMs).toBe(checkout.nextQueueLookMs);
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
