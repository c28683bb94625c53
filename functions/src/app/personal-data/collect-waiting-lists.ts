import type { PersonalData } from '../../contract/personal-data';
import { collections, paths } from '../../paths';
import { cursorOf, type DocStore, type ExistingDoc, type OrderClause } from '../../ports/doc-store';
import type { TicketTypeRecord } from '../events/event-records';
import { entryIdOf } from '../waiting-list/join-waiting-list';
import type { WaitingEntryRecord, WaitingListRecord } from '../waiting-list/waiting-list-records';
import { definedFields, eventRefOf, type EventsById } from './personal-data-events';

const pageSize = 500;
/** Lists looked through: every list there is, well beyond what the platform holds. */
const maxLists = 20_000;
const byUpdated: OrderClause[] = [{ field: 'updatedAt', direction: 'asc' }];

/**
 * The address's places in waiting lists. An entry's id is its address's hash, so each list is
 * asked for that one id: the lists are read in pages (one small document each), the entries
 * by path, and nothing is read of anybody else's place.
 */
export async function findWaitingEntries(
  docs: DocStore,
  email: string | undefined,
): Promise<Array<{ list: WaitingListRecord; entry: WaitingEntryRecord }>> {
  if (email === undefined) return [];
  const entryId = entryIdOf(email);
  const found: Array<{ list: WaitingListRecord; entry: WaitingEntryRecord }> = [];
  let last: ExistingDoc<WaitingListRecord> | undefined;
  for (let read = 0; read < maxLists; read += pageSize) {
    const lists = await docs.query<WaitingListRecord>({
      collection: collections.waitingLists,
      orderBy: byUpdated,
      limit: pageSize,
      ...(last ? { startAfter: cursorOf(last, byUpdated) } : {}),
    });
    const entries = await docs.getAll<WaitingEntryRecord>(
      lists.map(({ data }) => paths.waitingListEntry(data.eventId, data.typeId, entryId)),
    );
    entries.forEach((entry, index) => {
      if (entry.data) found.push({ list: lists[index]!.data, entry: entry.data });
    });
    if (lists.length < pageSize) break;
    last = lists[lists.length - 1];
  }
  return found.sort((a, b) => a.entry.createdAt.localeCompare(b.entry.createdAt));
}

export async function waitingListsForFile(
  docs: DocStore,
  found: Array<{ list: WaitingListRecord; entry: WaitingEntryRecord }>,
  events: EventsById,
): Promise<PersonalData['waitingLists']> {
  const types = await docs.getAll<TicketTypeRecord>(
    found.map(({ list }) => paths.eventType(list.eventId, list.typeId)),
  );
  return found.map(({ list, entry }, index) => ({
    event: eventRefOf(events, list.eventId),
    typeName: types[index]?.data?.name ?? list.typeId,
    email: entry.email,
    quantity: entry.quantity,
    state: entry.state,
    joinedAt: entry.createdAt,
    ...definedFields({ offer: entry.offer, orderReference: entry.orderId }),
  }));
}
