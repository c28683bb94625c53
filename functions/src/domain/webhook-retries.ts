/**
 * When a webhook delivery is tried again (issue 41): with exponential backoff, for 24 hours
 * from its first attempt, and an endpoint whose deliveries all failed for 24 hours is
 * switched off.
 */
export const webhookRetryWindowMs = 24 * 60 * 60 * 1000;

const firstRetryMs = 30_000;
const backoffFactor = 3;
const longestWaitMs = 3 * 60 * 60 * 1000;

/** The wait after the `failures`-th failed attempt: 30 s, 90 s, 4.5 min, ... at most 3 hours. */
export function webhookRetryDelayMs(failures: number): number {
  return Math.min(firstRetryMs * backoffFactor ** Math.max(0, failures - 1), longestWaitMs);
}

/**
 * When to try a delivery again after its `failures`-th failed attempt at `now`, or undefined
 * when its 24 hours are over. The last retry is at the end of the window itself, so a
 * receiver that comes back within the day gets the delivery.
 */
export function nextWebhookAttemptAt({
  firstAttemptAt,
  failures,
  now,
}: {
  firstAttemptAt: Date;
  failures: number;
  now: Date;
}): Date | undefined {
  const windowEnd = firstAttemptAt.getTime() + webhookRetryWindowMs;
  if (now.getTime() >= windowEnd) return undefined;
  return new Date(Math.min(now.getTime() + webhookRetryDelayMs(failures), windowEnd));
}

/** Whether an endpoint failing since `failingSince` has failed long enough to be switched off. */
export function failedLongEnough(failingSince: Date, now: Date): boolean {
  return now.getTime() - failingSince.getTime() >= webhookRetryWindowMs;
}
