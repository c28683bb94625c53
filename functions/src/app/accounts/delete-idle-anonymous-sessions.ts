import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { maxAccountsPerDelete, type AccountActivity, type Identity } from '../../ports/identity';
import type { OrderRecord } from '../checkout/checkout-records';
import { overAtOf, type EventRecord } from '../events/event-records';
import type { UseCaseOptions } from '../common/use-case-options';

const dayMs = 24 * 60 * 60 * 1000;
/** An anonymous session unused this long, that never bought anything, is deleted. */
export const idleSessionDays = 30;
/** A session that bought tickets is kept until this long after its last event. */
export const buyerSessionDaysAfterLastEvent = 365;
/** Accounts read from Auth per page (its largest page). */
const accountsPerPage = 1000;
/** Values Firestore takes in one `in` filter. */
const uidsPerOrderQuery = 30;

export type SessionSweep = {
  /** Anonymous sessions idle for `idleSessionDays` or more. */
  idle: number;
  deleted: number;
  /** Idle sessions kept: they bought tickets for an event less than a year over. */
  kept: number;
  /** Sessions Auth could not delete this time (the next sweep tries again). */
  failed: string[];
};

/** An order that took money or still may: anything but a hold that ran out unpaid. */
const isPurchase = (order: OrderRecord) =>
  order.status !== 'expired' || order.paidAt !== undefined || order.flagged !== undefined;

/**
 * When the event of `order` is over: its end (or start); never for an event with no date (or
 * one that does not parse); when the order was made for an event since deleted.
 */
function lastDayOf(order: OrderRecord, event: EventRecord | undefined): number {
  if (!event) return Date.parse(order.createdAt);
  const over = Date.parse(overAtOf(event) ?? '');
  return Number.isNaN(over) ? Number.POSITIVE_INFINITY : over;
}

/**
 * When each buyer of `uids` may go: a year after the last event they bought for (an event
 * with no date keeps them; a deleted event counts from the order). Uids absent never bought.
 */
async function keptUntil(docs: DocStore, uids: readonly string[]): Promise<Map<string, number>> {
  const purchases: OrderRecord[] = [];
  for (let start = 0; start < uids.length; start += uidsPerOrderQuery) {
    const orders = await docs.query<OrderRecord>({
      collection: collections.orders,
      where: [{ field: 'uid', op: 'in', value: uids.slice(start, start + uidsPerOrderQuery) }],
    });
    purchases.push(...orders.map((order) => order.data).filter(isPurchase));
  }
  const eventIds = [...new Set(purchases.map((order) => order.eventId))];
  const events = new Map(
    eventIds.length > 0
      ? (await docs.getAll<EventRecord>(eventIds.map(paths.event))).map((doc, index) => [
          eventIds[index]!,
          doc.data,
        ])
      : [],
  );
  const until = new Map<string, number>();
  for (const order of purchases) {
    const keep =
      lastDayOf(order, events.get(order.eventId)) + buyerSessionDaysAfterLastEvent * dayMs;
    until.set(order.uid, Math.max(until.get(order.uid) ?? Number.NEGATIVE_INFINITY, keep));
  }
  return until;
}

/**
 * The daily sweep of buyers' anonymous sessions (every buyer gets one when they press Buy):
 * each one unused for `idleSessionDays` is deleted from Auth, unless it bought tickets, in
 * which case it stays until `buyerSessionDaysAfterLastEvent` after its last event (a buyer
 * who signs up keeps the same account, no longer anonymous, and is never swept). Auth's
 * accounts are read a page at a time, the idle sessions' orders with one query per 30 of
 * them, and the rest deleted 1000 per call. Idempotent: a second run finds nothing more to do.
 */
export async function deleteIdleAnonymousSessions({
  services: { docs, identity, clock },
}: UseCaseOptions<'docs' | 'identity' | 'clock'>): Promise<SessionSweep> {
  const now = clock.now().getTime();
  const idleBefore = now - idleSessionDays * dayMs;
  const sweep: SessionSweep = { idle: 0, deleted: 0, kept: 0, failed: [] };
  let pageToken: string | undefined;
  do {
    const page = await identity.listAccountActivity(accountsPerPage, pageToken);
    const idle = page.accounts.filter(
      (account: AccountActivity) =>
        account.isAnonymous && Date.parse(account.lastActiveAt) <= idleBefore,
    );
    const until = await keptUntil(
      docs,
      idle.map((account) => account.uid),
    );
    const doomed = idle.filter((account) => (until.get(account.uid) ?? 0) <= now);
    sweep.idle += idle.length;
    sweep.kept += idle.length - doomed.length;
    await deleteInBatches(identity, doomed, sweep);
    pageToken = page.nextPageToken;
  } while (pageToken !== undefined);
  return sweep;
}

async function deleteInBatches(
  identity: Identity,
  doomed: readonly AccountActivity[],
  sweep: SessionSweep,
): Promise<void> {
  for (let start = 0; start < doomed.length; start += maxAccountsPerDelete) {
    const uids = doomed.slice(start, start + maxAccountsPerDelete).map((account) => account.uid);
    const { failed } = await identity.deleteAccounts(uids);
    sweep.deleted += uids.length - failed.length;
    sweep.failed.push(...failed);
  }
}
