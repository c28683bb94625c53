import type { LedgerEntryKind } from '../../domain/ledger';
import type { OrderFacts, PayoutFacts, Posted } from '../../domain/reconciliation';
import { couldBeOurReference, paths } from '../../paths';
import type { DocData, DocStore, ExistingDoc, WhereClause } from '../../ports/doc-store';
import type { OrderRecord } from '../checkout/checkout-records';
import type { LedgerEntryRecord } from '../money/ledger-records';
import { ledgerEntryId } from '../money/post-to-ledger';
import type { PayoutRecord } from '../payouts/payout-records';

/** Documents per batched get: a few hundred keeps each Firestore call quick. */
const batchSize = 300;
/** Reads in flight at once: enough to hide Firestore's latency, not to swamp it. */
const parallelReads = 8;

export type Window = { from: Date; to: Date };

/**
 * Runs `work` on every item, `parallelReads` at a time, keeping the order of `items`: the
 * batches of a large period are read side by side rather than one after another.
 */
async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelReads, items.length) }, worker));
  return results;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Every document at `docPaths` that exists, read in parallel batches. */
async function readMany<T extends DocData>(
  docs: DocStore,
  docPaths: readonly string[],
): Promise<ExistingDoc<T>[]> {
  const batches = await inParallel(chunks(docPaths, batchSize), (batch) => docs.getAll<T>(batch));
  return batches.flat().flatMap((snap) => (snap.data ? [{ ...snap, data: snap.data }] : []));
}

/** The UTC days `window` touches, each as its first instant and the next day's. */
function daySlices({ from, to }: Window): Array<{ start: string; end: string }> {
  const slices: Array<{ start: string; end: string }> = [];
  const first = Date.parse(`${from.toISOString().slice(0, 10)}T00:00:00.000Z`);
  for (let start = first; start <= to.getTime(); start += 86_400_000) {
    slices.push({
      start: new Date(start).toISOString(),
      end: new Date(start + 86_400_000).toISOString(),
    });
  }
  return slices;
}

/**
 * The documents of `collection` whose `field` falls in `window`, one query per day (and
 * equality), run side by side: each served by an index (firestore.indexes.json), none
 * unbounded by more than a day.
 */
async function queryByDay<T extends DocData>(
  docs: DocStore,
  collection: string,
  field: string,
  window: Window,
  equalities: WhereClause[][] = [[]],
): Promise<ExistingDoc<T>[]> {
  const queries = daySlices(window).flatMap(({ start, end }) =>
    equalities.map((where) => ({
      collection,
      where: [
        ...where,
        { field, op: '>=' as const, value: start },
        { field, op: '<' as const, value: end },
      ],
      orderBy: [{ field, direction: 'asc' as const }],
    })),
  );
  return (await inParallel(queries, (query) => docs.query<T>(query))).flat();
}

/** Order statuses a paid order can have: paid, and refunded or on its way to it. */
const paidStatuses = ['paid', 'refund_pending', 'refunded'] as const;
const refundedStatuses = new Set(['refunded', 'refund_pending']);

/**
 * The orders paid or refunded in `window` (by `paidAt` and `refundedAt`), and those of
 * `references` (the gateway's payments and refunds) not among them, read by id: orders are
 * where the ledger's entries of a payment are found, since no query spans every event's
 * ledger.
 */
export async function readOrders(
  docs: DocStore,
  window: Window,
  references: Iterable<string>,
): Promise<Map<string, OrderRecord>> {
  const byStatus = (statuses: readonly string[]) =>
    statuses.map((status) => [{ field: 'status', op: '==' as const, value: status }]);
  const [paid, refunded] = await Promise.all([
    queryByDay<OrderRecord>(docs, 'orders', 'paidAt', window, byStatus(paidStatuses)),
    queryByDay<OrderRecord>(docs, 'orders', 'refundedAt', window, byStatus(['refunded'])),
  ]);
  const orders = new Map([...paid, ...refunded].map((doc) => [doc.id, doc.data]));
  const others = [...new Set(references)].filter(
    (id) => !orders.has(id) && couldBeOurReference(id),
  );
  for (const doc of await readMany<OrderRecord>(docs, others.map(paths.order))) {
    orders.set(doc.id, doc.data);
  }
  return orders;
}

/** The payouts approved in `window`, and those of `references` (the gateway's transfers). */
export async function readPayouts(
  docs: DocStore,
  window: Window,
  references: Iterable<string>,
): Promise<Map<string, PayoutRecord>> {
  const found = await queryByDay<PayoutRecord>(docs, 'payouts', 'createdAt', window);
  const payouts = new Map(found.map((doc) => [doc.id, doc.data]));
  const others = [...new Set(references)].filter(
    (id) => !payouts.has(id) && couldBeOurReference(id),
  );
  for (const doc of await readMany<PayoutRecord>(docs, others.map(paths.payout))) {
    payouts.set(doc.id, doc.data);
  }
  return payouts;
}

type EntryKey = { eventId: string; kind: LedgerEntryKind; reference: string };

/** The ledger entries named, by `{kind}_{reference}`, read by id in parallel batches. */
async function readEntries(docs: DocStore, keys: readonly EntryKey[]) {
  const entryPaths = keys.map(({ eventId, kind, reference }) =>
    paths.ledgerEntry(eventId, ledgerEntryId(kind, reference)),
  );
  const found = await readMany<LedgerEntryRecord>(docs, entryPaths);
  return new Map(found.map((doc) => [doc.id, doc.data]));
}

const postedOf = (entry: LedgerEntryRecord | undefined): Posted | undefined =>
  entry && { amount: entry.amount, currency: entry.currency, at: entry.at };

/**
 * Each order with its sale, gateway fee and refund entries. A refund entry is looked for
 * only where the order or the gateway says there was a refund: the rest cannot have one.
 */
export async function orderFacts(
  docs: DocStore,
  orders: ReadonlyMap<string, OrderRecord>,
  refundedAtGateway: ReadonlySet<string>,
): Promise<OrderFacts[]> {
  const keys: EntryKey[] = [];
  for (const [reference, { eventId, status }] of orders) {
    keys.push({ eventId, kind: 'sale', reference }, { eventId, kind: 'gateway_fee', reference });
    if (refundedStatuses.has(status) || refundedAtGateway.has(reference)) {
      keys.push({ eventId, kind: 'refund', reference });
    }
  }
  const entries = await readEntries(docs, keys);
  const posted = (kind: LedgerEntryKind, reference: string) =>
    postedOf(entries.get(ledgerEntryId(kind, reference)));
  return [...orders].map(([reference, order]): OrderFacts => {
    const sale = posted('sale', reference);
    const gatewayFee = posted('gateway_fee', reference);
    const refund = posted('refund', reference);
    // A late payment's refund (confirm-payment.ts) marks the order, which never was paid.
    const late = order.refund?.refundedAt && !paidStatuses.some((s) => s === order.status);
    return {
      reference,
      eventId: order.eventId,
      currency: order.currency,
      status: order.status,
      ...(order.paidAt ? { paidAt: order.paidAt } : {}),
      priced: order.charge !== undefined,
      ...(late && order.refund?.refundedAt
        ? { lateRefund: { at: order.refund.refundedAt, reason: order.refund.reason } }
        : {}),
      ...(order.flagged ? { flagged: order.flagged.reason } : {}),
      ledger: {
        ...(sale && { sale }),
        ...(gatewayFee && { gatewayFee }),
        ...(refund && { refund }),
      },
    };
  });
}

/** Each payout with its `payout` and `payout_reversed` entries. */
export async function payoutFacts(
  docs: DocStore,
  payouts: ReadonlyMap<string, PayoutRecord>,
): Promise<PayoutFacts[]> {
  const keys = [...payouts].flatMap(([reference, { eventId }]): EntryKey[] => [
    { eventId, kind: 'payout', reference },
    { eventId, kind: 'payout_reversed', reference },
  ]);
  const entries = await readEntries(docs, keys);
  return [...payouts].map(([reference, payout]): PayoutFacts => {
    const out = postedOf(entries.get(ledgerEntryId('payout', reference)));
    const back = postedOf(entries.get(ledgerEntryId('payout_reversed', reference)));
    return {
      reference,
      eventId: payout.eventId,
      currency: payout.currency,
      amount: payout.amount,
      status: payout.status,
      createdAt: payout.createdAt,
      ledger: { ...(out && { payout: out }), ...(back && { reversed: back }) },
    };
  });
}
