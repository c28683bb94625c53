import { monthOf, monthStart, nextMonth, type Month } from '../../domain/fee-months';
import type { LedgerEntryKind } from '../../domain/ledger';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { walkPages } from '../common/read-page';
import type { LedgerEntryRecord } from '../money/ledger-records';
import type { FeeDocumentLine } from './fee-document-records';

/** One month and currency of an organisation's platform fees, per event. */
export type MonthFees = {
  month: Month;
  currency: string;
  /** What its sales paid: the invoice's lines. */
  charged: FeeDocumentLine[];
  /** What refunds gave back: the credit note's lines. */
  returned: FeeDocumentLine[];
  /** The orders whose fees were given back: the credit note points to their invoices. */
  returnedOrders: Array<{ eventId: string; orderId: string }>;
};

/** Which figure of which line each kind of entry adds to (the ledger's sign taken off). */
const feeKinds: Partial<
  Record<LedgerEntryKind, { side: 'charged' | 'returned'; field: 'fees' | 'vat' }>
> = {
  platform_fee: { side: 'charged', field: 'fees' },
  platform_fee_vat: { side: 'charged', field: 'vat' },
  platform_fee_returned: { side: 'returned', field: 'fees' },
  platform_fee_vat_returned: { side: 'returned', field: 'vat' },
};

/** Events whose ledgers are read at once. */
const eventsAtOnce = 10;

type Sums = {
  month: Month;
  currency: string;
  charged: Map<string, FeeDocumentLine>;
  returned: Map<string, FeeDocumentLine>;
  returnedOrders: Map<string, { eventId: string; orderId: string }>;
};

/**
 * The platform fees and their VAT of `events` from the start of month `first` to the end of
 * `last`, per month (UTC), currency and event. Reads each event's ledger entries of those
 * months (one query a page, on `at` alone, which Firestore indexes by itself) and keeps the
 * fee kinds: issued once a month per organisation, this costs the month's entries once.
 * The running totals' days would cost less, but they net a refund's fee against the sale's
 * and count days in each event's own time zone; an invoice needs both sides, in one month.
 */
export async function readMonthFees(
  docs: DocStore,
  events: ReadonlyArray<{ id: string; name: string }>,
  first: Month,
  last: Month,
): Promise<MonthFees[]> {
  const sums = new Map<string, Sums>();
  const add = (event: { id: string; name: string }, entry: LedgerEntryRecord) => {
    const place = feeKinds[entry.kind];
    if (!place) return;
    const month = monthOf(entry.at);
    const key = `${month} ${entry.currency}`;
    const sum: Sums = sums.get(key) ?? {
      month,
      currency: entry.currency,
      charged: new Map(),
      returned: new Map(),
      returnedOrders: new Map(),
    };
    sums.set(key, sum);
    const lines = sum[place.side];
    const line = lines.get(event.id) ?? {
      eventId: event.id,
      eventName: event.name,
      fees: 0,
      vat: 0,
    };
    lines.set(event.id, { ...line, [place.field]: line[place.field] + Math.abs(entry.amount) });
    if (place.side === 'returned') {
      sum.returnedOrders.set(`${event.id} ${entry.reference}`, {
        eventId: event.id,
        orderId: entry.reference,
      });
    }
  };
  for (let start = 0; start < events.length; start += eventsAtOnce) {
    await Promise.all(
      events.slice(start, start + eventsAtOnce).map(async (event) => {
        for await (const page of walkPages<LedgerEntryRecord>(docs, {
          collection: paths.ledger(event.id),
          where: [
            { field: 'at', op: '>=', value: monthStart(first) },
            { field: 'at', op: '<', value: monthStart(nextMonth(last)) },
          ],
          orderBy: [{ field: 'at', direction: 'asc' }],
        })) {
          for (const doc of page) add(event, doc.data);
        }
      }),
    );
  }
  const byEventName = (one: FeeDocumentLine, other: FeeDocumentLine) =>
    one.eventName.localeCompare(other.eventName) || one.eventId.localeCompare(other.eventId);
  return [...sums.values()]
    .map((sum) => ({
      month: sum.month,
      currency: sum.currency,
      charged: [...sum.charged.values()].sort(byEventName),
      returned: [...sum.returned.values()].sort(byEventName),
      returnedOrders: [...sum.returnedOrders.values()],
    }))
    .sort(
      (one, other) =>
        one.month.localeCompare(other.month) || one.currency.localeCompare(other.currency),
    );
}
