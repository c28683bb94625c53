import type { TicketTypeView } from '../contract/events';
import { paths } from '../paths';
import type { DocStore } from '../ports/doc-store';
import { toTicketTypeView, type TicketTypeRecord } from './event-records';

/** An event's ticket types in the order the organiser listed them. */
export async function readTicketTypes(docs: DocStore, eventId: string): Promise<TicketTypeView[]> {
  const types = await docs.query<TicketTypeRecord>({
    collection: paths.eventTypes(eventId),
    orderBy: [{ field: 'position', direction: 'asc' }],
  });
  return types.map(toTicketTypeView);
}
