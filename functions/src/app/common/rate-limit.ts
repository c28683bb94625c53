import { createHash } from 'node:crypto';
import {
  countRequest,
  type RateLimitDecision,
  type RateLimitRule,
  type WindowCount,
} from '../../domain/rate-limit-window';
import { expiryTime, type DocData } from '../../ports/doc-store';
import { paths } from '../../paths';
import { AppError } from './app-error';
import type { Services } from './services';

export type RateLimitOptions = RateLimitRule & {
  services: Pick<Services, 'docs' | 'clock'>;
  /** What is limited, e.g. `questionnaire-submit`: lower-case letters, digits and `-`. */
  bucket: string;
  /** Who is counted: a uid, an IP address... Stored only as a hash. */
  clientKey: string;
};

/** `rateLimits/{id}`: one fixed-window counter per bucket and client. */
type CounterRecord = DocData &
  WindowCount & {
    bucket: string;
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
    const counter = (await tx.get(path)).data as CounterRecord | undefined;
    const { decision, next } = countRequest(counter, { limit, windowSeconds }, now);
    if (next) {
      const { windowStart, count, windowEnd } = next;
      tx.set(path, { bucket, windowStart, count, expiresAt: expiryTime(windowEnd) });
    }
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
