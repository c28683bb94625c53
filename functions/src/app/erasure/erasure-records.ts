import { createHash } from 'node:crypto';
import type { DocData } from '../../ports/doc-store';

/** What an erased person's name becomes in every record that kept it. */
export const erasedName = 'Erased';
/**
 * What an erased person's address becomes: `.invalid` is reserved (RFC 2606), so no mail can
 * ever reach it, and it still reads as an address where a record needs one.
 */
export const erasedEmail = 'erased@erased.invalid';

export const isErasedEmail = (email: string | undefined) => email === erasedEmail;

/** Why a person is erased: they deleted their account, or asked through their emailed link. */
export type ErasureReason = 'account_deleted' | 'buyer_request';

/**
 * One event's part of an erasure: `waiting` until the event is over and paid out (or over
 * with nothing to pay out), then `done`.
 */
export type ErasureEventRecord = DocData & {
  state: 'waiting' | 'done';
  /** The event's name and end, as the person is told what waits for what. */
  name: string;
  overAt?: string;
  doneAt?: string;
};

/**
 * `erasures/{id}`: a person's erasure (by their account's uid and addresses), found event by
 * event when it was asked and carried out per event as each is over and paid out. What was
 * kept after `requestedAt` is not in it. `uids` and `emails` are what it needs to find the
 * person's records: emptied once every event is done.
 */
export type ErasureRecord = DocData & {
  reason: ErasureReason;
  requestedAt: string;
  state: 'pending' | 'done';
  uids: string[];
  emails: string[];
  events: Record<string, ErasureEventRecord>;
  doneAt?: string;
  updatedAt: string;
};

/** An address as erasure compares it: trimmed and lower-case. */
export const erasureEmail = (email: string) => email.trim().toLowerCase();

/** The erasure of an account: one per uid, so deleting twice is the same erasure. */
export const accountErasureId = (uid: string) => `account~${uid}`;

/** The erasure an address asked for: one per address, named by its hash, never the address. */
export const emailErasureId = (email: string) =>
  `email~${createHash('sha256').update(erasureEmail(email), 'utf8').digest('hex').slice(0, 32)}`;
