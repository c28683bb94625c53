import type { DocData, DocStore, ExistingDoc } from '../../ports/doc-store';
import { readPage, walkPages, type OrderedQuery } from '../common/read-page';
import { readOrganisedEvent, type EventRequest } from '../events/organised-event';
import type { EventRecord } from '../events/event-records';
import { ensureDoorFields } from './door-fields';

/** Who asks for which event's list (its orders, its attendees). */
export type EventListInput = { services: { docs: DocStore } } & EventRequest;

/** What a list of an event reads: one indexed query, and what is checked on what it read. */
export type EventListSelection<T extends DocData> = {
  query: OrderedQuery;
  keep: (doc: ExistingDoc<T>) => boolean;
};

/** Rows of the list made from the documents of one page. */
type ToRows<T extends DocData, Row> = (page: ExistingDoc<T>[]) => Row[] | Promise<Row[]>;

/**
 * One page of an event's list, for a viewer who may see the event: one bounded query, once
 * the door fields the query filters on are there.
 */
export async function readEventListPage<T extends DocData, Row>(
  { services: { docs }, eventId, viewer }: EventListInput,
  { query, keep }: EventListSelection<T>,
  { after, limit }: { after?: string | undefined; limit?: number | undefined },
  toRows: ToRows<T, Row>,
): Promise<{ rows: Row[]; nextCursor?: string; event: EventRecord }> {
  const event = await readOrganisedEvent(docs, eventId, viewer, 'orders.view');
  await ensureDoorFields(docs);
  const { page, nextCursor } = await readPage<T>(
    docs,
    query,
    { ...(after !== undefined ? { after } : {}), ...(limit !== undefined ? { limit } : {}) },
    keep,
  );
  return {
    rows: await toRows(page),
    ...(nextCursor !== undefined ? { nextCursor } : {}),
    event,
  };
}

/** An export of an event's list: its name and record, and the rows a batch at a time. */
export type EventListExport<Row> = {
  eventName: string;
  event: EventRecord;
  pages: AsyncGenerator<Row[]>;
};

/**
 * Every row of an event's list, a batch at a time (the CSV exports). The event is checked
 * before this answers, so a refusal comes before anything is sent.
 */
export async function openEventListExport<T extends DocData, Row>(
  { services: { docs }, eventId, viewer }: EventListInput,
  { query, keep }: EventListSelection<T>,
  toRows: ToRows<T, Row>,
): Promise<EventListExport<Row>> {
  const event = await readOrganisedEvent(docs, eventId, viewer, 'orders.view');
  await ensureDoorFields(docs);
  async function* pages() {
    for await (const page of walkPages<T>(docs, query, keep)) {
      yield await toRows(page);
    }
  }
  return { eventName: event.name, event, pages: pages() };
}
