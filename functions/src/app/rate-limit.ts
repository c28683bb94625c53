import { createHash } from 'node:crypto';
import { expiryTime, type DocData, type DocWrite } from '../ports/doc-store';
import { paths } from '../paths';
import { AppError } from './app-error';
import type { Services } from './services';

/** How many requests one client may make in each window of `windowSeconds`. */
export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitOptions = RateLimitRule & {
  services: Pick<Services, 'docs' | 'clock'>;
  /** What is limited, e.g. `questionnaire-submit`: lower-case letters, digits and `-`. */
  bucket: string;
  /** Who is counted: a uid, an IP address... Stored only as a hash. */
  clientKey: string;
};

export type RateLimitDecision =
  | { isAllowed: true; remaining: number; resetAt: string }
  | { isAllowed: false; retryAfterSeconds: number; resetAt: string };

/** `rateLimits/{id}`: one fixed-window counter per bucket and client. */
type CounterRecord = DocData & {
  bucket: string;
  windowStart: string;
  count: number;
  /** End of the window; Firestore's TTL policy deletes the document some time after it. */
  expiresAt: string;
};

const bucketPattern = /^[a-z0-9-]{1,40}$/;

function counterId(bucket: string, clientKey: string): string {
  const hash = createHash('sha256').update(clientKey).digest('base64url').slice(0, 32);
  return `${bucket}_${hash}`;
}

/** Where the counter of `clientKey` in `bucket` lives. */
function rateLimitPath(bucket: string, clientKey: string): string {
  if (!bucketPattern.test(bucket)) throw new Error(`Bad rate limit bucket "${bucket}"`);
  return paths.rateLimit(counterId(bucket, clientKey));
}

/**
 * One more request against `counter` (what the counter document holds now, if anything):
 * whether it is allowed and, if so, what to write back.
 */
function countRequest(
  counter: DocData | undefined,
  { bucket, limit, windowSeconds }: RateLimitRule & { bucket: string },
  now: number,
): { decision: RateLimitDecision; next?: DocWrite } {
  if (!(limit >= 1 && windowSeconds >= 1)) throw new Error('A rate limit needs limit and window');
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const windowStart = new Date(start).toISOString();
  const end = new Date(start + windowMs);
  const resetAt = end.toISOString();
  const current = counter as CounterRecord | undefined;
  const used = current?.windowStart === windowStart ? current.count : 0;
  if (used >= limit) {
    return {
      decision: {
        isAllowed: false,
        retryAfterSeconds: Math.ceil((end.getTime() - now) / 1000),
        resetAt,
      },
    };
  }
  return {
    decision: { isAllowed: true, remaining: limit - used - 1, resetAt },
    next: { bucket, windowStart, count: used + 1, expiresAt: expiryTime(end) },
  };
}

/**
 * Counts one request of `clientKey` in `bucket` against `limit` per `windowSeconds`, in a
 * transaction on the client's counter document, so the count holds across every Cloud
 * Functions instance. Windows are fixed (aligned to the epoch): a client may get up to twice
 * the limit across a window boundary, which is fine for abuse control. A refused request is
 * not counted, so a client that waits as told gets in.
 */
export async function takeRateLimit({
  services: { docs, clock },
  bucket,
  clientKey,
  limit,
  windowSeconds,
}: RateLimitOptions): Promise<RateLimitDecision> {
  const path = rateLimitPath(bucket, clientKey);
  const now = clock.now().getTime();
  return docs.runTransaction(async (tx) => {
    const { decision, next } = countRequest(
      (await tx.get(path)).data,
      { bucket, limit, windowSeconds },
      now,
    );
    if (next) tx.set(path, next);
    return decision;
  });
}

/** The API's answer to a refused request: `rate_limited`, a 429 with Retry-After. */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'rate_limited',
    `Too many requests: try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}`,
    undefined,
    { retryAfterSeconds },
  );
}

/** As `takeRateLimit`, but a refusal is the API's `rate_limited` error (429, Retry-After). */
export async function enforceRateLimit(options: RateLimitOptions): Promise<void> {
  const decision = await takeRateLimit(options);
  if (!decision.isAllowed) throw rateLimitedError(decision.retryAfterSeconds);
}
