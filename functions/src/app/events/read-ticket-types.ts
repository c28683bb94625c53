import type { TicketTypeView } from '../../contract/events';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { toTicketTypeView, type TicketTypeRecord } from './event-records';

/** An event's ticket types in the order the organiser listed them. */
export async function readTicketTypes(docs: DocStore, eventId: string): Promise<TicketTypeView[]> {
  const types = await docs.query<TicketTypeRecord>({
    collection: paths.eventTypes(eventId),
    orderBy: [{ field: 'position', direction: 'asc' }],
  });
  return types.map(toTicketTypeView);
}

/** Type documents read per batched get. */
const getAllLimit = 300;

/**
 * The ticket types of a list of events, by event id, each list in the organiser's order:
 * the types of every event that keeps its type ids in one batched get, and only events saved
 * before the ids were kept read one query each.
 */
export async function readTicketTypesOfEvents(
  docs: DocStore,
  events: ReadonlyArray<{ id: string; typeIds?: readonly string[] | undefined }>,
): Promise<Map<string, TicketTypeView[]>> {
  const wanted = events.flatMap((event) =>
    (event.typeIds ?? []).map((typeId) => ({ eventId: event.id, typeId })),
  );
  const batches: Array<typeof wanted> = [];
  for (let i = 0; i < wanted.length; i += getAllLimit) {
    batches.push(wanted.slice(i, i + getAllLimit));
  }
  const [snapshots, legacy] = await Promise.all([
    Promise.all(
      batches.map((batch) =>
        docs.getAll<TicketTypeRecord>(
          batch.map(({ eventId, typeId }) => paths.eventType(eventId, typeId)),
        ),
      ),
    ),
    Promise.all(
      events
        .filter((event) => event.typeIds === undefined)
        .map(async (event) => [event.id, await readTicketTypes(docs, event.id)] as const),
    ),
  ]);
  const byEvent = new Map<string, Array<{ position: number; view: TicketTypeView }>>(
    events.map((event) => [event.id, []]),
  );
  snapshots.flat().forEach((snapshot, index) => {
    if (!snapshot.data) return;
    const data = snapshot.data;
    byEvent.get(wanted[index]!.eventId)!.push({
      position: data.position,
      view: toTicketTypeView({ id: snapshot.id, path: snapshot.path, data }),
    });
  });
  const types = new Map(
    [...byEvent].map(([eventId, list]) => [
      eventId,
      list.sort((a, b) => a.position - b.position).map((entry) => entry.view),
    ]),
  );
  for (const [eventId, list] of legacy) types.set(eventId, list);
  return types;
}
