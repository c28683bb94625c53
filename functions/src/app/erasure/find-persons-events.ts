import { collections, paths } from '../../paths';
import type { DocStore, Query } from '../../ports/doc-store';
import { entryIdOf } from '../waiting-list/join-waiting-list';
import type { WaitingListRecord } from '../waiting-list/waiting-list-records';
import { requestsOf } from './erase-in-event';
import type { ErasedPerson } from './erased-writes';

/**
 * The events a person has records in: their orders, purchase requests and the tickets they
 * hold (by account and by address), tickets naming them as the holder, transfers to them, and their places in waiting lists (an entry's id is its
 * address's hash, so each list is asked for theirs directly).
 */
export async function findPersonsEvents(docs: DocStore, person: ErasedPerson): Promise<string[]> {
  const byField = (collection: string, field: string, values: readonly string[]): Query[] =>
    values.map((value) => ({ collection, where: [{ field, op: '==', value }] }));
  const queries = [
    ...byField(collections.orders, 'uid', person.uids),
    ...byField(collections.orders, 'email', person.emails),
    ...byField(collections.tickets, 'uid', person.uids),
    ...byField(collections.tickets, 'email', person.emails),
    ...byField(collections.tickets, 'attendeeEmail', person.emails),
    ...byField(collections.ticketTransfers, 'toEmail', person.emails),
  ];
  const found = await Promise.all([
    ...queries.map((query) => docs.query(query)),
    requestsOf(docs, person),
  ]);
  const eventIds = new Set(
    found.flat().flatMap((doc) => (typeof doc.data.eventId === 'string' ? [doc.data.eventId] : [])),
  );
  if (person.emails.length > 0) {
    const lists = await docs.query<WaitingListRecord>({ collection: collections.waitingLists });
    const entries = await docs.getAll(
      lists.flatMap((list) =>
        person.emails.map((email) =>
          paths.waitingListEntry(list.data.eventId, list.data.typeId, entryIdOf(email)),
        ),
      ),
    );
    entries.forEach((entry, index) => {
      if (entry.data) eventIds.add(lists[Math.floor(index / person.emails.length)]!.data.eventId);
    });
  }
  return [...eventIds].sort();
}
