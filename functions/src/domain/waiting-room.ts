import type { admissionRefusalReasons } from '../contract/waiting-room';

/**
 * The waiting room's decisions, free of I/O (issue 22 part 2).
 *
 * The draw: every buyer gets a rank when they join. Before the sale opens the rank is a
 * random number in [0, 1), kept secret until opening, so the order of everyone who came early
 * is a uniformly random permutation (fixed by randomness, not by who came first: refreshing
 * early or running bots gains nothing, a reload keeps the rank already drawn). After opening
 * the rank is 1 + the milliseconds since opening (plus a random fraction against ties), so
 * later arrivals join the back in arrival order. A buyer's place is the number of ranks below
 * theirs, plus one: no writer numbers the line, and nobody contends on a counter.
 *
 * Admission needs no scheduler: `admissionInterval` after opening `batch` more places are let
 * in, so the count admitted at any time is a function of the clock alone, computed when a
 * buyer asks. Known limit: the pace counts from opening, so arrivals long after the opening
 * rush (when the line has drained) are let in at once, as a burst; the allocator's own queue
 * absorbs those.
 */

/**
 * `events/{id}.waitingRoom`: as the organiser sets it, and `autoSince`, when the room last
 * turned itself on because the allocator fell behind.
 */
export type WaitingRoomSettings = {
  enabled: boolean;
  admitPerMinute?: number;
  /** The organiser lets the room turn itself on in a rush. */
  autoOn?: boolean;
  autoSince?: string;
};

/**
 * Requests left waiting longer than `behindAfterMs` that mean the allocator is behind: a
 * backlog, not one slow answer (a busy moment or a slow machine is not a rush).
 */
export const behindBacklog = 100;
export const behindAfterMs = 5_000;

/**
 * How long a room that turned itself on stays on: the length of a rush. A buyer still in line
 * when it ends is sent straight to checkout, where the allocator's own queue takes over.
 */
export const autoOnForMs = 10 * 60_000;

/**
 * When the room is on at `nowMs`, and since when it paces admission: the organiser's room from
 * the sale's opening, a room that turned itself on from that moment (everyone who joins after
 * it is a later arrival, in arrival order). Undefined: off.
 */
export function roomOpening(
  settings: WaitingRoomSettings | undefined,
  saleOpensMs: number,
  nowMs: number,
): number | undefined {
  if (settings?.enabled) return saleOpensMs;
  const autoMs = settings?.autoSince === undefined ? Number.NaN : Date.parse(settings.autoSince);
  if (Number.isNaN(autoMs) || nowMs - autoMs >= autoOnForMs) return undefined;
  return Math.max(saleOpensMs, autoMs);
}

/** Whether the room is on at `nowMs`, for code that needs no opening (beginTransaction). */
export function isRoomOn(settings: WaitingRoomSettings | undefined, nowMs: number): boolean {
  return roomOpening(settings, Number.NEGATIVE_INFINITY, nowMs) !== undefined;
}

/**
 * Whether the room may turn itself on now, the allocator having fallen behind: only where the
 * organiser allows it, and not while it is on already.
 */
export function shouldTurnOn(settings: WaitingRoomSettings | undefined, nowMs: number): boolean {
  return settings?.autoOn === true && !isRoomOn(settings, nowMs);
}

/**
 * Buyers let in a minute unless the organiser says otherwise: well under what one allocator
 * answers (see `npm run model:drop`), since each admitted buyer may take a few minutes.
 */
export const defaultAdmitPerMinute = 300;

/** Places are let in every this often, a sixth of the minute's rate at a time. */
export const admissionIntervalMs = 10_000;

/** How long an admitted buyer has to start checkout with their token. */
export const admissionTtlMs = 5 * 60_000;

/** How many places one interval lets in. */
export function batchOf(admitPerMinute: number): number {
  return Math.max(1, Math.ceil((admitPerMinute * admissionIntervalMs) / 60_000));
}

/**
 * The rank of a buyer joining at `joinedMs`, `random` in [0, 1): below 1 (drawn) before the
 * opening, 1 + time since opening after it.
 */
export function rankAt(joinedMs: number, opensMs: number, random: number): number {
  if (joinedMs < opensMs) return random;
  // A millisecond is far coarser than a double's precision at these magnitudes.
  return 1 + (joinedMs - opensMs) + random / 2;
}

/** How many places are let in by `nowMs`: none before opening, a batch each interval after. */
export function admittedBy(nowMs: number, opensMs: number, admitPerMinute: number): number {
  if (nowMs < opensMs) return 0;
  return batchOf(admitPerMinute) * (1 + Math.floor((nowMs - opensMs) / admissionIntervalMs));
}

/** When `place` (1 for the first) is let in, or was. */
export function admittedAtOf(place: number, opensMs: number, admitPerMinute: number): number {
  const intervals = Math.ceil(place / batchOf(admitPerMinute)) - 1;
  return opensMs + Math.max(0, intervals) * admissionIntervalMs;
}

export type LinePosition =
  | { admitted: true }
  | {
      admitted: false;
      /** 1 for the next buyer to be let in. */
      placeInLine: number;
      /** Until this buyer's place is let in. */
      estimatedWaitMs: number;
    };

/** Where the buyer at `place` stands at `nowMs`. */
export function linePosition(
  place: number,
  nowMs: number,
  opensMs: number,
  admitPerMinute: number,
): LinePosition {
  const admitted = admittedBy(nowMs, opensMs, admitPerMinute);
  if (place <= admitted) return { admitted: true };
  return {
    admitted: false,
    placeInLine: place - admitted,
    estimatedWaitMs: Math.max(0, admittedAtOf(place, opensMs, admitPerMinute) - nowMs),
  };
}

/**
 * When the sale opens for the waiting room: the earliest sales start of its types; a type
 * without one is on sale from the start, so the room is open since `fallback` (the event's
 * creation).
 */
export function opensAtOf(salesStarts: readonly (string | null)[], fallback: string): string {
  if (salesStarts.length === 0 || salesStarts.some((start) => start === null)) return fallback;
  return (salesStarts as string[]).reduce((earliest, start) =>
    Date.parse(start) < Date.parse(earliest) ? start : earliest,
  );
}

/** What an admission token says: the event, the buyer, until when, and its own id. */
export type AdmissionClaims = { eventId: string; uid: string; expiresAt: string; tokenId: string };

export type AdmissionRefusal = (typeof admissionRefusalReasons)[number];

/** Why `claims` do not admit `uid` to `eventId` at `nowMs`, if they do not. */
export function admissionRefusal(
  claims: AdmissionClaims,
  expected: { eventId: string; uid: string; nowMs: number },
): Exclude<AdmissionRefusal, 'reused' | 'forged'> | undefined {
  if (claims.eventId !== expected.eventId) return 'other_event';
  if (claims.uid !== expected.uid) return 'other_buyer';
  const expires = Date.parse(claims.expiresAt);
  if (Number.isNaN(expires)) return 'malformed';
  if (expires <= expected.nowMs) return 'expired';
  return undefined;
}
