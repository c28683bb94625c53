import type { EventSummary } from '../contract/events';
import { collections } from '../paths';
import { toEventSummary, type EventRecord } from './event-records';
import type { Services } from './services';

/** The organiser's own events, newest first. */
export async function listMyEvents({
  services: { docs },
  ownerUid,
}: {
  services: Pick<Services, 'docs'>;
  ownerUid: string;
}): Promise<EventSummary[]> {
  const found = await docs.query<EventRecord>({
    collection: collections.events,
    where: [{ field: 'uid', op: '==', value: ownerUid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 500,
  });
  return found.map(toEventSummary);
}
