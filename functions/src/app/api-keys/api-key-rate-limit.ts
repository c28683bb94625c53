import { countRequest, type RateLimitRule, type WindowCount } from '../../domain/rate-limit-window';
import type { Clock } from '../../ports/clock';
import { rateLimitedError } from '../common/rate-limit';

/** Requests one API key may make in a minute; more is a 429 with Retry-After. */
export const apiKeyRequestsPerMinute = 120;

/** Keys remembered before the windows already over are forgotten. */
const keysBeforePruning = 10_000;

/**
 * Counts each key's requests in fixed one-minute windows, in this process's memory, and
 * refuses (429, `rate_limited` with Retry-After) those over the limit.
 *
 * In memory rather than the DocStore counter of app/common/rate-limit.ts: that counter is a
 * transaction and a write on every request, which would more than double what each API call
 * costs, and this limit guards against a runaway integration, not a determined attacker (a
 * key is already its organisation's to use). The api function runs on few instances, so a key
 * gets at most the limit per instance it reaches; that bound is loose but never zero.
 */
export function apiKeyRateLimiter(
  clock: Clock,
  rule: RateLimitRule = { limit: apiKeyRequestsPerMinute, windowSeconds: 60 },
) {
  const windows = new Map<string, WindowCount>();

  function forgetWindowsOver(now: number) {
    const windowMs = rule.windowSeconds * 1000;
    const current = new Date(Math.floor(now / windowMs) * windowMs).toISOString();
    for (const [keyId, window] of windows) {
      if (window.windowStart !== current) windows.delete(keyId);
    }
  }

  /** Counts one request of `keyId`, or throws the 429 if it is one too many. */
  return function takeRequest(keyId: string): void {
    const now = clock.now().getTime();
    if (windows.size >= keysBeforePruning) forgetWindowsOver(now);
    const { decision, next } = countRequest(windows.get(keyId), rule, now);
    if (!decision.isAllowed) throw rateLimitedError(decision.retryAfterSeconds);
    if (next) windows.set(keyId, { windowStart: next.windowStart, count: next.count });
  };
}
