import { describe, expect, it } from 'vitest';
import {
  failedLongEnough,
  nextWebhookAttemptAt,
  webhookRetryDelayMs,
  webhookRetryWindowMs,
} from './webhook-retries';

const minute = 60_000;
const hour = 60 * minute;

describe('webhook retries', () => {
  it('wait longer after each failure, up to three hours', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map(webhookRetryDelayMs);
    expect(delays.slice(0, 4)).toEqual([30_000, 90_000, 270_000, 810_000]);
    expect(delays.every((delay, index) => index === 0 || delay >= delays[index - 1]!)).toBe(true);
    expect(Math.max(...delays)).toBe(3 * hour);
  });

  it('go on for 24 hours from the first attempt, the last at its very end', () => {
    const first = new Date('2026-12-01T10:00:00.000Z');
    const at = (ms: number) => new Date(first.getTime() + ms);
    expect(nextWebhookAttemptAt({ firstAttemptAt: first, failures: 1, now: first })).toEqual(
      at(30_000),
    );
    expect(
      nextWebhookAttemptAt({ firstAttemptAt: first, failures: 12, now: at(23 * hour) }),
    ).toEqual(at(webhookRetryWindowMs));
    expect(
      nextWebhookAttemptAt({ firstAttemptAt: first, failures: 13, now: at(24 * hour) }),
    ).toBeUndefined();
  });

  it('make about fifteen attempts in the day a receiver is down', () => {
    const first = new Date('2026-12-01T10:00:00.000Z');
    let now: Date | undefined = first;
    let attempts = 0;
    while (now) {
      attempts += 1;
      now = nextWebhookAttemptAt({ firstAttemptAt: first, failures: attempts, now });
    }
    expect(attempts).toBeGreaterThanOrEqual(12);
    expect(attempts).toBeLessThanOrEqual(16);
  });

  it('switch an endpoint off after 24 hours of failures, not before', () => {
    const since = new Date('2026-12-01T10:00:00.000Z');
    expect(failedLongEnough(since, new Date(since.getTime() + 24 * hour - 1))).toBe(false);
    expect(failedLongEnough(since, new Date(since.getTime() + 24 * hour))).toBe(true);
  });
});
