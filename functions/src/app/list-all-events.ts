import type { EventSummary } from '../contract/events';
import { collections } from '../paths';
import { toEventSummary, type EventRecord } from './event-records';
import type { Services } from './services';

const statusOrder = { pending: 0, rejected: 1, approved: 2 } as const;

/** Every event, for administrators: pending first (oldest waiting first), then the rest. */
export async function listAllEvents({
  services: { docs },
}: {
  services: Pick<Services, 'docs'>;
}): Promise<EventSummary[]> {
  const events = (await docs.query<EventRecord>({ collection: collections.events })).map(
    toEventSummary,
  );
  return events.sort((a, b) => {
    const byStatus = statusOrder[a.status] - statusOrder[b.status];
    if (byStatus !== 0) return byStatus;
    return a.status === 'pending'
      ? a.updatedAt.localeCompare(b.updatedAt)
      : b.updatedAt.localeCompare(a.updatedAt);
  });
}
