import type { EventSummary } from '../contract/events';
import { collections } from '../paths';
import type { DocStore } from '../ports/doc-store';
import { toEventSummary, type EventRecord } from './event-records';
import type { Services } from './services';

const statusOrder = { pending: 0, rejected: 1, approved: 2 } as const;

/** An event of a list, with the ids of its ticket types when the event keeps them. */
export type ListedEvent = { summary: EventSummary; typeIds?: string[] };

/** Every event in review order: pending first (oldest waiting first), then the rest. */
export async function readAllEvents(docs: DocStore): Promise<ListedEvent[]> {
  const events = (await docs.query<EventRecord>({ collection: collections.events })).map(
    (doc): ListedEvent => ({
      summary: toEventSummary(doc),
      ...(doc.data.typeIds ? { typeIds: doc.data.typeIds } : {}),
    }),
  );
  return events.sort(({ summary: a }, { summary: b }) => {
    const byStatus = statusOrder[a.status] - statusOrder[b.status];
    if (byStatus !== 0) return byStatus;
    return a.status === 'pending'
      ? a.updatedAt.localeCompare(b.updatedAt)
      : b.updatedAt.localeCompare(a.updatedAt);
  });
}

/** Every event, for administrators: pending first (oldest waiting first), then the rest. */
export async function listAllEvents({
  services: { docs },
}: {
  services: Pick<Services, 'docs'>;
}): Promise<EventSummary[]> {
  return (await readAllEvents(docs)).map((event) => event.summary);
}
