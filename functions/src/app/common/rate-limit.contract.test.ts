import { describe, expect, it } from 'vitest';
import type { Clock } from '../../ports/clock';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { AppError } from './app-error';
import { enforceRateLimit, takeRateLimit } from './rate-limit';

const clockAt = (iso: string) => {
  let now = new Date(iso);
  const clock: Clock = { now: () => now };
  return { clock, set: (next: string) => (now = new Date(next)) };
};

describe.each(docStoreHarnesses('demo-rate-limit'))('rate limit on $name', ({ open }) => {
  it('allows `limit` requests per window and client, then says how long to wait', async () => {
    const docs = await open();
    const time = clockAt('2030-01-01T10:00:10Z');
    const rule = { services: { docs, clock: time.clock }, bucket: 'test', limit: 2 };
    const take = (clientKey: string) => takeRateLimit({ ...rule, clientKey, windowSeconds: 60 });

    expect(await take('1.2.3.4')).toMatchObject({ isAllowed: true, remaining: 1 });
    expect(await take('1.2.3.4')).toMatchObject({ isAllowed: true, remaining: 0 });
    expect(await take('1.2.3.4')).toEqual({
      isAllowed: false,
      retryAfterSeconds: 50,
      resetAt: '2030-01-01T10:01:00.000Z',
    });
    // Another client has a counter of its own; another bucket too.
    expect(await take('5.6.7.8')).toMatchObject({ isAllowed: true, remaining: 1 });
    expect(
      await takeRateLimit({ ...rule, bucket: 'other', clientKey: '1.2.3.4', windowSeconds: 60 }),
    ).toMatchObject({ isAllowed: true });
    // The next window starts afresh.
    time.set('2030-01-01T10:01:00Z');
    expect(await take('1.2.3.4')).toMatchObject({ isAllowed: true, remaining: 1 });
  });

  it('keeps the count across concurrent requests (one transaction per request)', async () => {
    const docs = await open();
    const { clock } = clockAt('2030-01-01T10:00:00Z');
    const decisions = await Promise.all(
      Array.from({ length: 8 }, () =>
        takeRateLimit({
          services: { docs, clock },
          bucket: 'race',
          clientKey: 'same',
          limit: 5,
          windowSeconds: 600,
        }),
      ),
    );
    expect(decisions.filter((decision) => decision.isAllowed)).toHaveLength(5);
  });

  it('stores a hash of the client, the window and when the counter may be deleted', async () => {
    const docs = await open();
    const { clock } = clockAt('2030-01-01T10:00:00Z');
    const options = { services: { docs, clock }, bucket: 'stored', limit: 3, windowSeconds: 60 };
    await takeRateLimit({ ...options, clientKey: '203.0.113.9' });
    const [counter] = await docs.query({ collection: 'rateLimits' });
    expect(counter!.id).not.toContain('203.0.113.9');
    expect(counter!.data).toEqual({
      bucket: 'stored',
      windowStart: '2030-01-01T10:00:00.000Z',
      count: 1,
      expiresAt: '2030-01-01T10:01:00.000Z',
    });
  });

  it('enforceRateLimit refuses with rate_limited and the seconds to wait', async () => {
    const docs = await open();
    const { clock } = clockAt('2030-01-01T10:00:00Z');
    const options = {
      services: { docs, clock },
      bucket: 'enforced',
      clientKey: 'x',
      limit: 1,
      windowSeconds: 3600,
    };
    await enforceRateLimit(options);
    const refusal = await enforceRateLimit(options).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSeconds: 3600 },
      message: 'Too many requests: try again in 60 minutes',
    });
  });
});
