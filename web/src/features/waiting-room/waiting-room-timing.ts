import type { WaitingRoomStatus } from '@contract/waiting-room';

/** States the room does not change by itself: the page stops asking. */
export const isSettled = (status: WaitingRoomStatus) =>
  status.state !== 'before_opening' && status.state !== 'waiting';

/**
 * When to ask again, spread at random so that a crowd that joined together does not ask
 * together: before the opening, soon after it (the draw is fixed at the opening second, so
 * arriving first gains nothing; the spread of up to three seconds only shares out the load);
 * in line, every few seconds, sooner when the turn is near; after a failure (a dropped
 * connection), again a little later: the place is kept on the server meanwhile.
 */
export function nextLookMs(
  status: WaitingRoomStatus | undefined,
  random: () => number = Math.random,
): number {
  const jitter = random() * 3_000;
  if (status === undefined) return 4_000 + jitter;
  if (status.state === 'before_opening') {
    // The server's clock, not the buyer's, says when the sale opens.
    const untilOpening = Date.parse(status.opensAt) - Date.parse(status.serverTime);
    return Math.max(0, Math.min(untilOpening, 30_000)) + jitter;
  }
  if (status.state === 'waiting') {
    return Math.min(5_000, status.estimatedWaitSeconds * 1000) + 500 + jitter / 2;
  }
  return 0;
}

/** "1:05:09", "4:07" or "0:09": the countdown to the opening. */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** The estimated wait in words, rounded as an estimate should be. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`;
}
