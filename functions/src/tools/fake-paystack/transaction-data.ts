import type { FakeTransaction } from './transactions';

/**
 * Paystack's JSON for a transaction. Its verify and list answers differ, in Paystack's own
 * examples (PaystackOSS/doc-code-snippets, dist/api/transactions/{verify,list}/response.json)
 * as in its OpenAPI description (openapi/paystack.yaml), so each has its function here.
 */

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

/** No card yet: the list gives every field of an authorization, null (TransactionListResponse). */
const noCard = {
  authorization_code: null,
  bin: null,
  last4: null,
  exp_month: null,
  exp_year: null,
  channel: null,
  card_type: null,
  bank: null,
  country_code: null,
  brand: null,
  reusable: false,
  signature: null,
  account_name: null,
};

/** The buyer as Paystack keeps a customer known only by email. */
const customerOf = (tx: FakeTransaction) => ({
  id: 1,
  first_name: null,
  last_name: null,
  email: tx.email,
  customer_code: 'CUS_fakepaystack',
  phone: null,
  metadata: null,
  risk_action: 'default',
});

/** The fields both answers share, with the same values. */
function commonFields(tx: FakeTransaction) {
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    message: null,
    gateway_response: gatewayResponses[tx.status],
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: 'card',
    currency: tx.currency,
    ip_address: tx.buyerAddress,
    log: null,
    fees: tx.fees,
    fees_split: null,
    split: {},
    order_id: null,
    paidAt: tx.paidAt,
    createdAt: tx.createdAt,
    requested_amount: tx.amount,
    pos_transaction_data: null,
    connect: null,
  };
}

/**
 * A transaction as `GET /transaction/verify/:reference`, the checkout and the `charge.success`
 * webhook give it: no metadata is "", as in Paystack's examples.
 */
export function toPaystackData(tx: FakeTransaction) {
  return {
    ...commonFields(tx),
    receipt_number: null,
    metadata: tx.metadata ?? '',
    authorization: tx.paidAt === null ? {} : testCard,
    customer: { ...customerOf(tx), international_format_phone: null },
    plan: null,
    source: null,
    fees_breakdown: null,
    transaction_date: tx.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/** Each transaction of `GET /transaction`: metadata an object or null, the plan an object. */
export function toListedTransaction(tx: FakeTransaction) {
  const metadata = typeof tx.metadata === 'object' ? tx.metadata : null;
  return {
    ...commonFields(tx),
    metadata,
    customer: customerOf(tx),
    authorization: tx.paidAt === null ? noCard : testCard,
    plan: {},
    subaccount: {},
    source: {
      source: 'merchant_api',
      type: 'api',
      identifier: null,
      entry_point: 'transaction_initialize',
    },
  };
}
