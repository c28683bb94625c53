import type { FakeRefund, FakeTransaction } from './transactions';

const gatewayResponses: Record<FakeTransaction['status'], string> = {
  abandoned: 'The transaction was not completed',
  success: 'Successful',
  failed: 'Declined',
  reversed: 'Successful',
};

/** The fake's test card, as Paystack describes the card a payment used. */
const testCard = {
  authorization_code: 'AUTH_fakepaystack',
  bin: '408408',
  last4: '4081',
  exp_month: '12',
  exp_year: '2030',
  channel: 'card',
  card_type: 'visa',
  bank: 'TEST BANK',
  country_code: 'ZA',
  brand: 'visa',
  reusable: false,
  signature: 'SIG_fakepaystack',
  account_name: null,
};

/** A transaction as `GET /transaction/verify/:reference` and `GET /transaction` answer it. */
export function toPaystackData(tx: FakeTransaction) {
  const paid = tx.paidAt !== null;
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.amount,
    message: null,
    gateway_response: gatewayResponses[tx.status],
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: 'card',
    currency: tx.currency,
    ip_address: null,
    metadata: tx.metadata,
    log: null,
    fees: tx.fees,
    fees_split: null,
    authorization: paid ? testCard : {},
    customer: {
      id: 1,
      first_name: null,
      last_name: null,
      email: tx.email,
      customer_code: 'CUS_fakepaystack',
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: tx.paidAt,
    createdAt: tx.createdAt,
    requested_amount: tx.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: tx.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/** A refund as `GET /refund` lists it. */
export function toPaystackRefund(refund: FakeRefund) {
  return {
    id: refund.id,
    integration: 1,
    domain: 'test',
    transaction: refund.transaction,
    transaction_reference: refund.transactionReference,
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
    refund_type: 'full',
    initiated_by: 'api',
    refund_channel: 'card',
    session_id: null,
    collect_account_number: false,
  };
}
