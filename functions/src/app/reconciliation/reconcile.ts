import { reconciliationQuery, type ReconciliationReport } from '../../contract/reconciliation';
import { reconcileFacts } from '../../domain/reconciliation';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { orderFacts, payoutFacts, readOrders, readPayouts, type Window } from './read-ledger-facts';

/**
 * How far beyond the period both sides are read. An item belongs to the day of its gateway
 * record (a payment's payment time, a refund's or transfer's creation), but the gateway lists
 * by creation and our records keep their own times (an order is paid after it was created,
 * a refund completed after the gateway took it): reading a little wider finds both halves of
 * an item at the period's edges, and the domain drops what falls outside. A payment made
 * more than this after it was started, at the start of a period, would read as missing.
 */
const marginMs = 2 * 24 * 60 * 60 * 1000;

/** What both sides are read over for `period` (UTC days, both included): the margin each side. */
export function readingWindow(period: { from: string; to: string }): Window {
  return {
    from: new Date(Date.parse(`${period.from}T00:00:00.000Z`) - marginMs),
    to: new Date(Date.parse(`${period.to}T23:59:59.999Z`) + marginMs),
  };
}

/** The gateway's statuses of a payment that took the buyer's money. */
const charged = new Set(['success', 'reversed']);

/**
 * The ledger against Paystack's own records, per UTC day of `from` to `to` (YYYY-MM-DD,
 * both included, at most 31 days): charges, gateway fees, refunds and transfers, with every
 * difference by reference and the gaps that are expected. The gateway's lists and the
 * ledger's records (orders paid or refunded, payouts approved, each period day by day) are
 * read side by side; the ledger's entries are then read by id, in parallel batches.
 */
export async function reconcile({
  services,
  from,
  to,
}: UseCaseOptions<
  'docs' | 'payouts',
  { from: string; to: string }
>): Promise<ReconciliationReport> {
  const period = checkedPeriod(from, to);
  const { docs, payouts } = services;
  const window = readingWindow(period);
  const [charges, refunds, transfers] = await Promise.all([
    payouts.listTransactions(window),
    payouts.listRefunds(window),
    payouts.listTransfers(window),
  ]);
  const refundedAtGateway = new Set(refunds.map((refund) => refund.transactionReference));
  const chargedAtGateway = charges
    .filter((charge) => charged.has(charge.status))
    .map((charge) => charge.reference);
  const [orders, payoutRecords] = await Promise.all([
    readOrders(docs, window, [...chargedAtGateway, ...refundedAtGateway]),
    readPayouts(
      docs,
      window,
      transfers.map((transfer) => transfer.reference),
    ),
  ]);
  const [orderList, payoutList] = await Promise.all([
    orderFacts(docs, orders, refundedAtGateway),
    payoutFacts(docs, payoutRecords),
  ]);
  return reconcileFacts({
    period,
    charges,
    refunds,
    transfers,
    orders: orderList,
    payouts: payoutList,
  });
}

/** The period as the API checks it, for callers that are not the API (the script). */
function checkedPeriod(from: string, to: string) {
  const parsed = reconciliationQuery.safeParse({ from, to });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[issue.path.join('.') || 'period'] ??= issue.message;
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw new AppError('validation_failed', `Invalid period: ${summary}`, fields);
}
