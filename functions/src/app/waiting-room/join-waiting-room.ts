import { randomInt } from 'node:crypto';
import type { WaitingRoomStatus } from '../../contract/waiting-room';
import { admissionTtlMs, linePosition, rankAt } from '../../domain/waiting-room';
import { paths } from '../../paths';
import { AlreadyExistsError, type DocStore } from '../../ports/doc-store';
import type { UseCaseOptions } from '../common/use-case-options';
import { signAdmission } from './admission-token';
import { readRoom } from './read-room';
import type { WaitingEntryRecord } from './waiting-room-records';

/** A uniform draw in [0, 1) from the system's CSPRNG: the line's order must not be guessable. */
const secureRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/**
 * POST /api/events/{id}/waitingRoom: the buyer session `uid` joins the event's line (once:
 * asking again finds the same entry, so a reload keeps the place) and learns where it stands.
 * Polled by the page; nothing runs between polls (admission is a function of the clock).
 */
export async function joinWaitingRoom({
  services: { docs, clock },
  eventId,
  uid,
  random = secureRandom,
}: UseCaseOptions<
  'docs' | 'clock',
  { eventId: string; uid: string; random?: () => number }
>): Promise<WaitingRoomStatus> {
  const now = clock.now();
  const room = await readRoom(docs, eventId, now);
  if (room.state !== 'open') return room;
  const nowMs = now.getTime();
  const entry = await joinOnce(docs, eventId, uid, () => ({
    uid,
    joinedAt: now.toISOString(),
    rank: rankAt(nowMs, room.opensMs, random()),
  }));
  // Before the draw nobody's place is said: the ranks stay secret until the opening, and
  // those drawn are placed once every join from before it has been written.
  if (nowMs < room.opensMs || (entry.rank < 1 && nowMs < room.opensMs + drawReadableMs)) {
    return {
      state: 'before_opening',
      opensAt: new Date(room.opensMs).toISOString(),
      serverTime: now.toISOString(),
    };
  }
  const ahead =
    entry.rank < 1
      ? placesBelow(await drawnRanks(docs, eventId, room.opensMs), entry.rank)
      : (entry.ahead ?? (await countAhead(docs, eventId, entry, nowMs, room.opensMs)));
  const position = linePosition(ahead + 1, nowMs, room.opensMs, room.admitPerMinute);
  if (!position.admitted) {
    return {
      state: 'waiting',
      placeInLine: position.placeInLine,
      estimatedWaitSeconds: Math.ceil(position.estimatedWaitMs / 1000),
    };
  }
  const admission = await admitOnce(docs, eventId, uid, now, () => docs.newId());
  const expiresMs = Date.parse(admission.admittedAt) + admissionTtlMs;
  if (expiresMs <= nowMs) return { state: 'lapsed' };
  const expiresAt = new Date(expiresMs).toISOString();
  const token = await signAdmission(
    { docs, clock },
    { eventId, uid, expiresAt, tokenId: admission.tokenId },
  );
  return { state: 'admitted', token, expiresAt };
}

/**
 * How long after the opening the draw is read: every join from before the opening has been
 * written by then (a join written later would share a place with the next buyer: the two
 * would be let in one batch apart at worst).
 */
const drawReadableMs = 1_000;

/**
 * The ranks drawn before the opening, in order, per store and event, as this process read
 * them once: nobody joins the draw after the opening, so at a drop's opening every buyer's
 * place comes from one read rather than a count of the line each.
 */
const drawn = new WeakMap<DocStore, Map<string, Promise<number[]>>>();

function drawnRanks(docs: DocStore, eventId: string, opensMs: number): Promise<number[]> {
  let byEvent = drawn.get(docs);
  if (!byEvent) drawn.set(docs, (byEvent = new Map()));
  const key = `${eventId} ${opensMs}`;
  const known = byEvent.get(key);
  if (known) return known;
  if (byEvent.size > 100) byEvent.clear();
  const read = docs
    .query<WaitingEntryRecord>({
      collection: paths.waitingRoom(eventId),
      where: [{ field: 'rank', op: '<', value: 1 }],
      orderBy: [{ field: 'rank', direction: 'asc' }],
    })
    .then((entries) => entries.map((entry) => entry.data.rank));
  byEvent.set(key, read);
  // A failed read is not kept.
  read.catch(() => {
    if (byEvent.get(key) === read) byEvent.delete(key);
  });
  return read;
}

/** How many of `sorted` are below `rank`. */
function placesBelow(sorted: readonly number[], rank: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < rank) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * How long after a later arrival's joining nobody can come in ahead of them any more:
 * everyone who joined earlier has been written (later arrivals join behind).
 */
const lineSettledMs = 5_000;

/**
 * How many are in line ahead of `entry`, a later arrival: everyone drawn, and the later
 * arrivals before it, counted while the line can still change in front of it, then kept on
 * the entry, so that a buyer's later polls count nothing. (A join written more than
 * `lineSettledMs` late would not be in the kept figure: the two buyers would be let in one
 * batch apart at worst.)
 */
async function countAhead(
  docs: DocStore,
  eventId: string,
  entry: WaitingEntryRecord,
  nowMs: number,
  opensMs: number,
): Promise<number> {
  const [drawnAhead, arrivedAhead] = await Promise.all([
    drawnRanks(docs, eventId, opensMs),
    docs.count({
      collection: paths.waitingRoom(eventId),
      where: [
        { field: 'rank', op: '>=', value: 1 },
        { field: 'rank', op: '<', value: entry.rank },
      ],
    }),
  ]);
  const ahead = drawnAhead.length + arrivedAhead;
  if (nowMs >= Math.max(opensMs, Date.parse(entry.joinedAt)) + lineSettledMs) {
    const path = paths.waitingEntry(eventId, entry.uid);
    await docs.update(path, { ahead });
    remember(docs, path, { ...entry, ahead });
  }
  return ahead;
}

/** The buyer's entry, created on their first visit; two first visits at once make one. */
async function joinOnce(
  docs: DocStore,
  eventId: string,
  uid: string,
  make: () => WaitingEntryRecord,
): Promise<WaitingEntryRecord> {
  const path = paths.waitingEntry(eventId, uid);
  const known = knownEntries(docs).get(path);
  if (known) return known;
  const found = (await docs.get<WaitingEntryRecord>(path)).data;
  if (found) return remember(docs, path, found);
  const made = make();
  try {
    await docs.create(path, made);
    return remember(docs, path, made);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    const winner = (await docs.get<WaitingEntryRecord>(path)).data;
    if (!winner) throw error;
    return remember(docs, path, winner);
  }
}

/**
 * Entries this process has read or made, by path: a buyer polls every few seconds, and what
 * a poll needs of their entry (the rank, the count of those ahead once kept) never changes
 * once written, so only the first poll a process answers reads it. (Admission is read afresh,
 * in its transaction.) Emptied when it grows large.
 */
const entries = new WeakMap<DocStore, Map<string, WaitingEntryRecord>>();
const entriesKept = 100_000;

function knownEntries(docs: DocStore): Map<string, WaitingEntryRecord> {
  let known = entries.get(docs);
  if (!known) entries.set(docs, (known = new Map()));
  return known;
}

function remember(docs: DocStore, path: string, entry: WaitingEntryRecord): WaitingEntryRecord {
  const known = knownEntries(docs);
  if (known.size >= entriesKept) known.clear();
  known.set(path, entry);
  return entry;
}

/**
 * When the buyer was admitted and their token's id: fixed by the first poll that finds them
 * in (in a transaction, so two polls at once agree), so every later poll gives the same token
 * and the same few minutes.
 */
async function admitOnce(
  docs: DocStore,
  eventId: string,
  uid: string,
  now: Date,
  newTokenId: () => string,
): Promise<{ admittedAt: string; tokenId: string }> {
  const path = paths.waitingEntry(eventId, uid);
  return docs.runTransaction(async (tx) => {
    const entry = (await tx.get<WaitingEntryRecord>(path)).data;
    if (entry?.admittedAt && entry.tokenId) {
      return { admittedAt: entry.admittedAt, tokenId: entry.tokenId };
    }
    const admission = { admittedAt: now.toISOString(), tokenId: newTokenId() };
    tx.update(path, admission);
    return admission;
  });
}
