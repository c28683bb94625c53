/** What a reconciliation reads, as plain data: the gateway's records and the ledger's. */

/** A payment as the gateway lists it (`status` in the gateway port's words). */
export type GatewayCharge = {
  reference: string;
  status: string;
  amount: number;
  currency: string;
  fees?: number;
  paidAt?: string;
  createdAt: string;
};

export type GatewayRefundRecord = {
  transactionReference: string;
  amount: number;
  currency: string;
  status: string;
  createdAt: string;
};

export type GatewayTransferRecord = {
  reference: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  gatewayStatus: string;
  amount: number;
  currency: string;
  createdAt: string;
};

/** A ledger entry as read: its signed amount, currency and time. */
export type Posted = { amount: number; currency: string; at: string };

/** An order, with the ledger entries its reference posts (read by id). */
export type OrderFacts = {
  reference: string;
  eventId: string;
  currency: string;
  status: string;
  paidAt?: string;
  /** Priced with the platform fee: an order from after the ledger began. */
  priced: boolean;
  /**
   * A payment that arrived too late (its hold had expired, or its event was cancelled) and
   * was refunded at once, never a sale: when, and why.
   */
  lateRefund?: { at: string; reason: string };
  /** Why its payment was not accepted (amount or currency mismatch). */
  flagged?: string;
  ledger: { sale?: Posted; gatewayFee?: Posted; refund?: Posted };
};

/** A payout, with its `payout` and `payout_reversed` entries. */
export type PayoutFacts = {
  reference: string;
  eventId: string;
  currency: string;
  amount: number;
  status: string;
  createdAt: string;
  ledger: { payout?: Posted; reversed?: Posted };
};

export type ReconciliationFacts = {
  /** UTC days, both included. */
  period: { from: string; to: string };
  charges: readonly GatewayCharge[];
  refunds: readonly GatewayRefundRecord[];
  transfers: readonly GatewayTransferRecord[];
  orders: readonly OrderFacts[];
  payouts: readonly PayoutFacts[];
};
