/**
 * Reconciliation facts for the domain's tests (here, not in test-support/, because domain/
 * imports only itself): a payment, an order, a refund, a transfer and a payout that agree
 * with each other unless told otherwise, in November 2026 (days 1 to 3).
 */
import type {
  GatewayCharge,
  GatewayTransferRecord,
  OrderFacts,
  PayoutFacts,
  ReconciliationFacts,
} from './reconciliation';
import type { ReconciliationReport } from '../contract/reconciliation';

export const kindsOf = (report: { differences: Array<{ kind: string; reference: string }> }) =>
  report.differences.map(({ kind, reference }) => ({ kind, reference }));

/** The report's difference about `reference`, if it has one. */
export const differenceOf = (report: ReconciliationReport, reference: string) =>
  report.differences.find((difference) => difference.reference === reference);

export const period = { from: '2026-11-01', to: '2026-11-03' };
export const at = (day: string, time = '10:00:00') => `2026-11-${day}T${time}.000Z`;

export const facts = (partial: Partial<ReconciliationFacts>): ReconciliationFacts => ({
  period,
  charges: [],
  refunds: [],
  transfers: [],
  orders: [],
  payouts: [],
  ...partial,
});

export const charge = (
  reference: string,
  overrides: Partial<GatewayCharge> = {},
): GatewayCharge => ({
  reference,
  status: 'success',
  amount: 10_000,
  currency: 'ZAR',
  fees: 430,
  paidAt: at('01'),
  createdAt: at('01', '09:59:00'),
  ...overrides,
});

/** An order whose ledger agrees with `charge(reference)`. */
export const sold = (reference: string, overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  reference,
  eventId: 'e1',
  currency: 'ZAR',
  status: 'paid',
  paidAt: at('01'),
  priced: true,
  ledger: {
    sale: { amount: 10_000, currency: 'ZAR', at: at('01', '10:00:01') },
    gatewayFee: { amount: -430, currency: 'ZAR', at: at('01', '10:00:01') },
  },
  ...overrides,
});

export const refunded = (reference: string): OrderFacts => {
  const order = sold(reference, { status: 'refunded' });
  return {
    ...order,
    ledger: { ...order.ledger, refund: { amount: -10_000, currency: 'ZAR', at: at('02') } },
  };
};

export const gatewayRefund = (reference: string, amount = 10_000, status = 'processed') => ({
  transactionReference: reference,
  amount,
  currency: 'ZAR',
  status,
  createdAt: at('02', '09:59:59'),
});

export const transfer = (
  reference: string,
  status: GatewayTransferRecord['status'],
  amount = 5_000,
): GatewayTransferRecord => ({
  reference,
  status,
  gatewayStatus: status,
  amount,
  currency: 'ZAR',
  createdAt: at('03'),
});

export const payout = (
  reference: string,
  status: string,
  ledger: { out?: number; back?: number },
): PayoutFacts => ({
  reference,
  eventId: 'e1',
  currency: 'ZAR',
  amount: 5_000,
  status,
  createdAt: at('03', '09:59:59'),
  ledger: {
    ...(ledger.out !== undefined && {
      payout: { amount: -ledger.out, currency: 'ZAR', at: at('03') },
    }),
    ...(ledger.back !== undefined && {
      reversed: { amount: ledger.back, currency: 'ZAR', at: at('03', '10:05:00') },
    }),
  },
});
