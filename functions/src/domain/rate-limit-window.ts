/** How many requests one client may make in each window of `windowSeconds`. */
export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitDecision =
  | { isAllowed: true; remaining: number; resetAt: string }
  | { isAllowed: false; retryAfterSeconds: number; resetAt: string };

/** What a client's counter holds: the window it counts and how many requests it counted. */
export type WindowCount = { windowStart: string; count: number };

/**
 * One more request against `counter` (what the client's counter holds now, if anything) at
 * `now` (ms): whether it is allowed and, if so, the count to keep until `windowEnd`. Windows
 * are fixed and aligned to the epoch; a refused request is not counted.
 */
export function countRequest(
  counter: WindowCount | undefined,
  { limit, windowSeconds }: RateLimitRule,
  now: number,
): { decision: RateLimitDecision; next?: WindowCount & { windowEnd: Date } } {
  if (!(limit >= 1 && windowSeconds >= 1)) throw new Error('A rate limit needs limit and window');
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const windowStart = new Date(start).toISOString();
  const windowEnd = new Date(start + windowMs);
  const resetAt = windowEnd.toISOString();
  const used = counter?.windowStart === windowStart ? counter.count : 0;
  if (used >= limit) {
    const retryAfterSeconds = Math.ceil((windowEnd.getTime() - now) / 1000);
    return { decision: { isAllowed: false, retryAfterSeconds, resetAt } };
  }
  return {
    decision: { isAllowed: true, remaining: limit - used - 1, resetAt },
    next: { windowStart, count: used + 1, windowEnd },
  };
}
