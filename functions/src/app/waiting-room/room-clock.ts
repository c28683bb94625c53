import { paths } from '../../paths';
import type { Clock } from '../../ports/clock';
import type { DocData, DocStore } from '../../ports/doc-store';

/**
 * `emulatorRoomClocks/{eventId}`, in the Functions emulator only: how far one event's waiting
 * room reads the clock ahead (or behind, when negative) of the services' clock. A test moves
 * the room through its opening and its line this way instead of waiting for the wall clock;
 * one event at a time, so tests running beside it keep the real time. Only the emulator's
 * routes read or write it (see http/routes/emulator-routes.ts).
 */
export type RoomClockRecord = DocData & { offsetMs: number };

/** The clock `eventId`'s waiting room reads: `clock` moved by the event's offset, if any. */
export async function roomClock(docs: DocStore, clock: Clock, eventId: string): Promise<Clock> {
  const offsetMs = (await docs.get<RoomClockRecord>(paths.emulatorRoomClock(eventId))).data
    ?.offsetMs;
  if (!offsetMs) return clock;
  return { now: () => new Date(clock.now().getTime() + offsetMs) };
}

/** Sets how far `eventId`'s waiting room reads the clock ahead of the real one. */
export async function setRoomClock(
  docs: DocStore,
  eventId: string,
  offsetMs: number,
): Promise<void> {
  await docs.set(paths.emulatorRoomClock(eventId), { offsetMs } satisfies RoomClockRecord);
}
