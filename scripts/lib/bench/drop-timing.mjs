// When the drop benchmark's buyers ask again, as the web page asks: the waiting room's
// nextLookMs (web/src/features/waiting-room/waiting-room-timing.ts) and checkout's pause
// before looking at a queued purchase again (web/src/features/checkout/use-checkout.ts).
// Copies, since scripts run on plain Node; drop-timing.test.mjs holds them to the web's.

/** As the web page's nextLookMs: `status` the room's last answer, undefined after a failure. */
export function nextLookMs(status, random = Math.random) {
  const jitter = random() * 3_000;
  if (status === undefined) return 4_000 + jitter;
  if (status.state === 'before_opening') {
    const untilOpening = Date.parse(status.opensAt) - Date.parse(status.serverTime);
    return Math.max(0, Math.min(untilOpening, 30_000)) + jitter;
  }
  if (status.state === 'waiting') {
    return Math.min(5_000, status.estimatedWaitSeconds * 1000) + 500 + jitter / 2;
  }
  return 0;
}

/** As use-checkout.ts's nextQueueLookMs: about a second and a half, spread at random. */
export const nextQueueLookMs = (random = Math.random) => 1_200 + random() * 600;

/**
 * When buyer `index` of `count` first opens the page: spread evenly over `windowMs` from
 * `startMs`, so the crowd arrives through the minutes before the opening rather than in one
 * instant.
 */
export const arrivalAt = (index, count, startMs, windowMs) =>
  startMs + (count <= 1 ? 0 : (index * windowMs) / count);
