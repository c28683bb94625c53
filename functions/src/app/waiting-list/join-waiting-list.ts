import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JoinWaitingListRequest, JoinWaitingListResponse } from '../../contract/waiting-list';
import { isOnSale } from '../../domain/approval';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import { readTaken } from '../allocator/read-type-stocks';
import { serveAndNotify, type NotifyServices } from './serve-and-notify';
import { sendJoinedEmail } from './waiting-list-emails';
import { listIsActive } from './waiting-line';
import type { WaitingEntryRecord, WaitingListRecord } from './waiting-list-records';

/** An entry's id: the email's hash, so the same email is the same entry. */
export const entryIdOf = (email: string) =>
  createHash('sha256').update(email).digest('base64url').slice(0, 22);

/** True when `given` is the entry's token (compared in constant time). */
export function tokenMatches(entry: { token: string } | undefined, given: string): boolean {
  if (!entry) return false;
  const [a, b] = [Buffer.from(entry.token), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const emptyList = (eventId: string, typeId: string, now: string): WaitingListRecord => ({
  eventId,
  typeId,
  waiting: 0,
  pool: 0,
  offered: 0,
  closed: false,
  active: false,
  updatedAt: now,
});

/**
 * Joins a sold-out type's waiting list (or, with an email already in line, updates the
 * quantity and keeps the place). One may join only what the public sees sold out: nothing
 * left, or people already waiting. Someone whose offer lapsed, who left or who bought joins
 * again at the back.
 */
export async function joinWaitingList({
  services,
  eventId,
  typeId,
  uid,
  input: { email, quantity },
}: {
  services: NotifyServices;
  eventId: string;
  typeId: string;
  uid: string;
  input: Required<JoinWaitingListRequest>;
}): Promise<JoinWaitingListResponse> {
  const { docs, clock } = services;
  const [event, type, taken] = await Promise.all([
    docs.get<EventRecord>(paths.event(eventId)),
    docs.get<TicketTypeRecord>(paths.eventType(eventId, typeId)),
    readTaken(docs, eventId),
  ]);
  if (!event.data || !isOnSale(event.data) || !type.data) throw notFound('Ticket type');
  if (quantity > type.data.maxPerOrder) {
    throw new AppError('validation_failed', 'Too many tickets', {
      quantity: `At most ${type.data.maxPerOrder} per order`,
    });
  }
  const entryId = entryIdOf(email);
  const listPath = paths.waitingList(eventId, typeId);
  const entryPath = paths.waitingListEntry(eventId, typeId, entryId);
  const soldOut = (taken.get(typeId) ?? 0) >= type.data.capacity;
  const now = clock.now().toISOString();
  const joined = await docs.runTransaction(async (tx) => {
    const [listDoc, entryDoc] = await tx.getAll([listPath, entryPath]);
    const list =
      (listDoc!.data as WaitingListRecord | undefined) ?? emptyList(eventId, typeId, now);
    const entry = entryDoc!.data as WaitingEntryRecord | undefined;
    if (list.closed) throw new AppError('conflict', 'The waiting list for these tickets is closed');
    if (!soldOut && !listIsActive(list)) {
      throw new AppError('conflict', 'These tickets are on sale: buy them instead');
    }
    const inLine = entry?.state === 'waiting' || entry?.state === 'offered';
    // An open offer is for what it is: a new quantity counts from the next one.
    const record: WaitingEntryRecord = inLine
      ? { ...entry!, quantity, updatedAt: now }
      : {
          email,
          quantity,
          createdAt: now,
          state: 'waiting',
          token: entry?.token ?? randomBytes(16).toString('base64url'),
          uid: entry?.uid ?? uid,
          updatedAt: now,
        };
    const waiting = list.waiting + (inLine ? 0 : 1);
    tx.set(entryPath, record);
    tx.set(listPath, { ...list, waiting, active: true, updatedAt: now });
    return { record, updated: entry !== undefined && inLine };
  });
  const { record, updated } = joined;
  if (!updated) {
    await sendJoinedEmail(services, {
      eventId,
      typeId,
      entryId,
      token: record.token,
      email,
      eventName: event.data.name,
      typeName: type.data.name,
      quantity,
      createdAt: record.createdAt,
    });
  }
  // Tickets may be free already (a hold lapsed a moment ago): served now, not in a minute.
  await serveAndNotify(services, eventId, typeId);
  return {
    entryId,
    quantity,
    updated,
    ...(record.uid === uid ? { token: record.token } : {}),
  };
}
