import * as logger from 'firebase-functions/logger';
import { autoOnForMs, behindAfterMs, behindBacklog, shouldTurnOn } from '../../domain/waiting-room';
import { collections, paths } from '../../paths';
import { forgetRecentReads } from '../common/recent-reads';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';

/**
 * Events this process found on, turned on, or not allowed to turn on, lately: a rush queues thousands of requests,
 * and the event's document takes about one write a second, so each process writes at most
 * once a window and most queued requests read nothing at all. Emptied when it grows large.
 */
const knownOn = new Map<string, number>();

/**
 * beginTransaction calls this when the allocator did not answer a request within its wait.
 * When `behindBacklog` requests have waited over `behindAfterMs` (one bounded count of the
 * queue, on the index the queue's positions use), the requests waiting exceed what the
 * allocator answers in a few seconds, and the event's waiting room turns itself on
 * (`autoSince`) for `autoOnForMs` where the organiser allows it, pacing new buyers from now
 * on. Buyers already queued keep their requests. A failure here must not fail the buyer's
 * answer: it is logged, and the next queued request tries again.
 */
export async function turnOnWhenBehind(
  { docs, clock }: Pick<Services, 'docs' | 'clock'>,
  eventId: string,
): Promise<void> {
  const nowMs = clock.now().getTime();
  const known = knownOn.get(eventId);
  if (known !== undefined && nowMs - known < autoOnForMs / 2) return;
  if (knownOn.size > 1000) knownOn.clear();
  try {
    const path = paths.event(eventId);
    const event = (await docs.get<EventRecord>(path)).data;
    if (!event) return;
    if (!shouldTurnOn(event.waitingRoom, nowMs)) {
      knownOn.set(eventId, nowMs);
      return;
    }
    const backlog = await docs.count({
      collection: collections.purchaseRequests,
      where: [
        { field: 'status', op: '==', value: 'pending' },
        { field: 'createdAt', op: '<', value: new Date(nowMs - behindAfterMs).toISOString() },
      ],
      limit: behindBacklog,
    });
    // Not behind yet: asked again by the next queued request (no memo).
    if (backlog < behindBacklog) return;
    const autoSince = new Date(nowMs).toISOString();
    // A merge: the organiser's settings stay as they are.
    await docs.set(path, { waitingRoom: { autoSince } }, { merge: true });
    // This process's next buyer sees the room on at once (others within the precheck's reuse).
    forgetRecentReads(docs);
    logger.info('The waiting room turned itself on: the allocator fell behind', { eventId });
    knownOn.set(eventId, nowMs);
  } catch (error) {
    logger.warn('Could not turn the waiting room on', { eventId, error: String(error) });
  }
}

/** Forgets what this process knows (tests run many rushes in one process). */
export function forgetRoomsTurnedOn(): void {
  knownOn.clear();
}
