import { describe, expect, it } from 'vitest';
import { describeQueuePosition, formatCountdown, secondsLeft } from './checkout-state';

describe('hold countdown', () => {
  it('counts whole seconds down to zero', () => {
    const expiresAt = '2026-12-01T10:15:00.000Z';
    expect(secondsLeft(expiresAt, Date.parse('2026-12-01T10:00:00.000Z'))).toBe(900);
    expect(secondsLeft(expiresAt, Date.parse('2026-12-01T10:14:59.400Z'))).toBe(0);
    expect(secondsLeft(expiresAt, Date.parse('2026-12-01T10:16:00.000Z'))).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(847)).toBe('14:07');
    expect(formatCountdown(5)).toBe('0:05');
    // A waiting-list offer's order is held for up to its offer's hours.
    expect(formatCountdown(86_370)).toBe('23:59:30');
    expect(formatCountdown(3_605)).toBe('1:00:05');
  });
});

describe('queue position', () => {
  it('tells the buyer their place, next, or that many are ahead', () => {
    expect(describeQueuePosition(7)).toBe(
      'You are number 7 in the queue, and you keep your place.',
    );
    expect(describeQueuePosition(1)).toBe('You are next in the queue: your tickets are coming up.');
    expect(describeQueuePosition(1001)).toBe(
      'You are in the queue behind more than 1,000 buyers, and you keep your place.',
    );
    expect(describeQueuePosition(undefined)).toMatch(/you are in the queue and keep your place/);
  });
});
