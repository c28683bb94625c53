import type { FakeRefund, FakeTransaction } from './transactions';

/**
 * Paystack's JSON for a refund, as its OpenAPI description (openapi/paystack.yaml) and its
 * examples (PaystackOSS/doc-code-snippets, dist/api/refunds/create/response.json) give it.
 */

/** `POST /refund`: the refund, `pending` whatever follows, and an outline of its payment. */
export function toCreatedRefund(tx: FakeTransaction, refund: FakeRefund) {
  return {
    transaction: {
      id: tx.id,
      domain: 'test',
      reference: tx.reference,
      amount: tx.amount,
      paid_at: tx.paidAt,
      channel: 'card',
      currency: tx.currency,
      authorization: { exp_month: null, exp_year: null, account_name: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt: tx.paidAt,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: 1,
    deducted_amount: 0,
    channel: null,
    merchant_note: `Refund for transaction ${tx.reference}`,
    customer_note: `Refund for transaction ${tx.reference}`,
    status: refund.status,
    refunded_by: 'merchant@fake-paystack.test',
    expected_at: refund.createdAt,
    currency: refund.currency,
    domain: 'test',
    amount: refund.amount,
    fully_deducted: false,
    id: refund.id,
    createdAt: refund.createdAt,
    updatedAt: refund.createdAt,
  };
}

/**
 * Each refund of `GET /refund`. The description gives this list's customer every field as a
 * string, unlike a transaction's (null names, phone and metadata): so it is here.
 */
export function toPaystackRefund(refund: FakeRefund, tx: FakeTransaction) {
  return {
    id: refund.id,
    integration: 1,
    domain: 'test',
    transaction: refund.transaction,
    transaction_reference: refund.transactionReference,
    transaction_amount: tx.amount,
    dispute: null,
    settlement: null,
    amount: refund.amount,
    deducted_amount: refund.status === 'processed' ? refund.amount : 0,
    fully_deducted: refund.status === 'processed' ? 1 : 0,
    currency: refund.currency,
    channel: 'card',
    status: refund.status,
    refunded_by: 'merchant@fake-paystack.test',
    refunded_at: refund.refundedAt,
    customer_note: `Refund for transaction ${refund.transactionReference}`,
    merchant_note: `Refund for transaction ${refund.transactionReference}`,
    createdAt: refund.createdAt,
    bank_reference: null,
    reason: 'Refund requested by the merchant',
    customer: {
      id: 1,
      first_name: '',
      last_name: '',
      email: tx.email,
      customer_code: 'CUS_fakepaystack',
      phone: null,
      metadata: '',
      risk_action: 'default',
      international_format_phone: '',
    },
    refund_type: 'full',
    initiated_by: 'api',
    refund_channel: 'card',
    session_id: null,
    collect_account_number: false,
  };
}
