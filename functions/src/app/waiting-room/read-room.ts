import { isOnSale } from '../../domain/approval';
import { availabilityOf } from '../../domain/sale-state';
import { defaultAdmitPerMinute, opensAtOf, roomOpening } from '../../domain/waiting-room';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import { readRecently } from '../common/recent-reads';
import { readTypeStocks } from '../allocator/read-type-stocks';
import type { EventRecord } from '../events/event-records';

/**
 * How long one process answers its room's polls from one read of the event and its stock:
 * thousands of buyers poll a room, and a cancellation or the last ticket going reaches them
 * at most this much later.
 */
const roomReuseMs = 500;

/** What the waiting room needs of its event at one moment. */
export type Room =
  | { state: 'cancelled'; reason?: string }
  | { state: 'off' }
  | { state: 'sold_out' }
  | { state: 'open'; opensMs: number; admitPerMinute: number };

/**
 * The event's waiting room now: cancelled and sold out are said before anything else, so
 * that everyone waiting learns it on their next poll, whatever their place. Sold out means no
 * type can be bought any more (none left, or its sale is over); held tickets that come back
 * to stock reopen the room.
 */
export async function readRoom(docs: DocStore, eventId: string, now: Date): Promise<Room> {
  const [event, types] = await readRecently(docs, `waitingRoom ${eventId}`, roomReuseMs, () =>
    Promise.all([
      docs.get<EventRecord>(paths.event(eventId)),
      // What anybody may learn from the room: hidden types do not keep it open or open it.
      readTypeStocks(docs, eventId, { publicOnly: true }),
    ]),
  );
  const record = event.data;
  if (record?.cancelledAt !== undefined && record.approved === true) {
    return {
      state: 'cancelled',
      ...(record.cancelledReason ? { reason: record.cancelledReason } : {}),
    };
  }
  if (!isOnSale(record)) throw notFound('Event');
  const saleOpensAt = opensAtOf(
    types.map((type) => type.salesStart),
    record!.createdAt,
  );
  const opensMs = roomOpening(record!.waitingRoom, Date.parse(saleOpensAt), now.getTime());
  if (opensMs === undefined) return { state: 'off' };
  const iso = now.toISOString();
  const states = types.map((type) => availabilityOf(type, iso).state);
  if (states.every((state) => state === 'sold_out' || state === 'ended')) {
    return { state: 'sold_out' };
  }
  return {
    state: 'open',
    opensMs,
    admitPerMinute: record!.waitingRoom?.admitPerMinute ?? defaultAdmitPerMinute,
  };
}
