/**
 * Reconciliation: the ledger against the gateway's own records, matched by reference (an
 * order id is its payment's reference, a payout id its transfer's). Pure: the app reads the
 * facts (app/reconciliation/), this decides what agrees, what differs and what is explained.
 *
 * Every item belongs to one UTC day, the gateway's when the gateway has it (payment: paid,
 * refund and transfer: created), else the ledger's, so both sides of one item always land on
 * the same day and a day's figures differ only where a difference says why.
 */
import type { ReconciliationReport } from '../contract/reconciliation';
import type {
  GatewayCharge,
  GatewayRefundRecord,
  OrderFacts,
  ReconciliationFacts,
} from './reconciliation-facts';
import { itemOf, money, Tally, union } from './reconciliation-tally';
import { matchTransfers } from './reconciliation-transfers';

export type * from './reconciliation-facts';

/** Payment statuses that took the buyer's money (`reversed`: then refunded). */
const charged = new Set(['success', 'reversed']);

export function reconcileFacts(facts: ReconciliationFacts): ReconciliationReport {
  const tally = new Tally(facts.period);
  const orders = new Map(facts.orders.map((order) => [order.reference, order]));
  matchCharges(tally, facts.charges, orders);
  matchRefunds(tally, facts.refunds, orders);
  matchTransfers(tally, facts.transfers, facts.payouts);
  return tally.report();
}

const hasNoEntries = (order: OrderFacts) =>
  !order.ledger.sale && !order.ledger.gatewayFee && !order.ledger.refund;

/** Why an order with no entries for its money needs none: a late payment, or an old order. */
function excuseOf(order: OrderFacts | undefined) {
  if (order?.lateRefund && !order.ledger.sale) {
    const { at, reason } = order.lateRefund;
    const detail = `Refunded at once when the payment arrived (${at}), never a sale: ${reason}`;
    return { reason: 'late_payment_refunded' as const, detail };
  }
  if (order && !order.priced && hasNoEntries(order)) {
    return { reason: 'paid_before_ledger' as const, detail: 'Paid before the ledger began' };
  }
  return undefined;
}

function matchCharges(
  tally: Tally,
  listed: readonly GatewayCharge[],
  orders: ReadonlyMap<string, OrderFacts>,
): void {
  const atGateway = new Map(listed.map((charge) => [charge.reference, charge]));
  const sold = [...orders.values()].filter((order) => order.ledger.sale);
  const references = union(
    listed.filter((charge) => charged.has(charge.status)).map((charge) => charge.reference),
    sold.map((order) => order.reference),
  );
  for (const reference of references) {
    const listing = atGateway.get(reference);
    const gateway = listing && charged.has(listing.status) ? listing : undefined;
    const order = orders.get(reference);
    const sale = order?.ledger.sale;
    const fee = order?.ledger.gatewayFee;
    // The order's paidAt is the gateway's; the sale entry's time is when it was fulfilled.
    const at = gateway ? (gateway.paidAt ?? gateway.createdAt) : (order?.paidAt ?? sale?.at);
    const currency = gateway?.currency ?? sale?.currency;
    const item = itemOf(reference, at, currency, order);
    if (!item) continue;
    if (gateway) {
      tally.add(item.day, gateway.currency, 'charges', 'gateway', gateway.amount);
      tally.add(item.day, gateway.currency, 'gatewayFees', 'gateway', gateway.fees ?? 0);
    }
    if (sale) tally.add(item.day, sale.currency, 'charges', 'ledger', sale.amount);
    if (fee) tally.add(item.day, fee.currency, 'gatewayFees', 'ledger', -fee.amount);

    if (!sale && gateway) {
      const excuse = excuseOf(order);
      if (excuse) {
        tally.explain(excuse.reason, { ...item, amount: gateway.amount }, excuse.detail);
        continue;
      }
      const why = order?.flagged
        ? `The payment did not match its order (${order.flagged}), so it was never fulfilled`
        : order
          ? `Order ${reference} has no sale entry`
          : 'No order has this reference';
      tally.differ(
        'charge_missing_in_ledger',
        { ...item, gateway: gateway.amount },
        `The gateway charged ${money(gateway.amount, gateway.currency)}. ${why}`,
      );
    } else if (sale && !gateway) {
      const why = listing
        ? `the gateway lists this payment as ${listing.status}`
        : 'the gateway lists no payment with this reference';
      tally.differ(
        'charge_missing_at_gateway',
        { ...item, ledger: sale.amount },
        `The ledger has a sale of ${money(sale.amount, sale.currency)}, but ${why}`,
      );
    } else if (sale && gateway) {
      if (sale.amount !== gateway.amount || sale.currency !== gateway.currency) {
        tally.differ(
          'amount_mismatch',
          { ...item, ledger: sale.amount, gateway: gateway.amount },
          `The ledger has a sale of ${money(sale.amount, sale.currency)}; the gateway charged ${money(gateway.amount, gateway.currency)}`,
        );
      }
      const ledgerFee = -(fee?.amount ?? 0);
      const gatewayFee = gateway.fees ?? 0;
      if (ledgerFee !== gatewayFee) {
        tally.differ(
          'fee_mismatch',
          { ...item, ledger: ledgerFee, gateway: gatewayFee },
          `The ledger has a gateway fee of ${money(ledgerFee, item.currency)}; the gateway took ${money(gatewayFee, gateway.currency)}`,
        );
      }
    }
  }
}

function matchRefunds(
  tally: Tally,
  listed: readonly GatewayRefundRecord[],
  orders: ReadonlyMap<string, OrderFacts>,
): void {
  // One payment may have been refunded in parts; a failed refund gave nothing back.
  const atGateway = new Map<string, { amount: number; currency: string; createdAt: string }>();
  for (const refund of listed) {
    if (refund.status === 'failed') continue;
    const known = atGateway.get(refund.transactionReference);
    atGateway.set(refund.transactionReference, {
      amount: (known?.amount ?? 0) + refund.amount,
      currency: refund.currency,
      createdAt: known && known.createdAt < refund.createdAt ? known.createdAt : refund.createdAt,
    });
  }
  const refunded = [...orders.values()].filter((order) => order.ledger.refund);
  for (const reference of union(
    atGateway.keys(),
    refunded.map((order) => order.reference),
  )) {
    const gateway = atGateway.get(reference);
    const order = orders.get(reference);
    const refund = order?.ledger.refund;
    const at = gateway?.createdAt ?? refund?.at;
    const currency = gateway?.currency ?? refund?.currency;
    const item = itemOf(reference, at, currency, order);
    if (!item) continue;
    if (gateway) tally.add(item.day, gateway.currency, 'refunds', 'gateway', gateway.amount);
    if (refund) tally.add(item.day, refund.currency, 'refunds', 'ledger', -refund.amount);

    if (gateway && !refund) {
      const excuse = excuseOf(order);
      if (excuse) {
        tally.explain(excuse.reason, { ...item, amount: gateway.amount }, excuse.detail);
      } else if (order?.status === 'refund_pending') {
        tally.explain(
          'refund_in_progress',
          { ...item, amount: gateway.amount },
          'The gateway took the refund; the order is still being refunded (the refund sweep finishes it)',
        );
      } else {
        tally.differ(
          'refund_missing_in_ledger',
          { ...item, gateway: gateway.amount },
          `The gateway refunded ${money(gateway.amount, gateway.currency)}; the ledger has no refund entry`,
        );
      }
    } else if (refund && !gateway) {
      tally.differ(
        'refund_missing_at_gateway',
        { ...item, ledger: -refund.amount },
        `The ledger has a refund of ${money(-refund.amount, refund.currency)}; the gateway lists none`,
      );
    } else if (refund && gateway) {
      if (-refund.amount !== gateway.amount || refund.currency !== gateway.currency) {
        tally.differ(
          'amount_mismatch',
          { ...item, ledger: -refund.amount, gateway: gateway.amount },
          `The ledger has a refund of ${money(-refund.amount, refund.currency)}; the gateway refunded ${money(gateway.amount, gateway.currency)}`,
        );
      }
    }
  }
}
