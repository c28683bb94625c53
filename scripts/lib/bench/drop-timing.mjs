// When the drop benchmark's buyers ask again: exactly when the web page asks, the waiting
// room's nextLookMs and checkout's pause before looking at a queued purchase again, read
// from the web's own plain modules (Node 22 runs their TypeScript as it is).
export { nextLookMs } from '../../../web/src/features/waiting-room/waiting-room-timing.ts';
export { nextQueueLookMs } from '../../../web/src/features/checkout/queue-timing.ts';

/**
 * When buyer `index` of `count` first opens the page: spread evenly over `windowMs` from
 * `startMs`, so the crowd arrives through the minutes before the opening rather than in one
 * instant.
 */
export const arrivalAt = (index, count, startMs, windowMs) =>
  startMs + (count <= 1 ? 0 : (index * windowMs) / count);
