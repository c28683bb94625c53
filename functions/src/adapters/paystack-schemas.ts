/**
 * Paystack's answers about payments and refunds, written from its published OpenAPI
 * description (PaystackOSS/openapi, dist/paystack.yaml). Each schema holds the fields the
 * adapters read and those that identify the record, required, nullable and typed as the
 * description has them; fields we never read are left out, so a change to one of them cannot
 * stop a payment. The contract tests run these against the fake Paystack: a fake that strays
 * from the documented shape fails them.
 */
import { z } from 'zod';
import type { PaymentStatus } from '../ports/payment-gateway';
import type { GatewayRefund, GatewayTransaction } from '../ports/payout-gateway';

/** `POST /transaction/initialize` (TransactionInitializeResponse). */
export const initialisedSchema = z.object({
  authorization_url: z.string(),
  access_code: z.string(),
  reference: z.string(),
});

/**
 * A transaction: `GET /transaction/verify/:reference` (VerifyResponse) and each item of
 * `GET /transaction` (TransactionListResponseArray) share these.
 */
export const transactionSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  gateway_response: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  channel: z.string(),
  currency: z.string(),
  /** The gateway's fee in minor units; null until the payment succeeds. */
  fees: z.number().int().nullable(),
  customer: z.object({ email: z.string() }),
});

export type PaystackTransaction = z.infer<typeof transactionSchema>;

/** `POST /refund` (RefundCreateResponse). */
export const createdRefundSchema = z.object({
  transaction: z.object({ id: z.number().int(), reference: z.string() }),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

/** Each item of `GET /refund` (RefundListResponseArray): it names its payment by id. */
export const refundSchema = z.object({
  id: z.number().int(),
  transaction: z.number().int(),
  transaction_reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  refunded_at: z.string().nullable(),
  createdAt: z.string(),
});

const finalStatuses: Record<string, PaymentStatus> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'abandoned',
  reversed: 'reversed',
};

/** Paystack's not-yet-final states (ongoing, queued, processing, ...) all read `pending`. */
export function paymentStatusOf(status: string): PaymentStatus {
  return finalStatuses[status] ?? 'pending';
}

export function toGatewayTransaction(tx: PaystackTransaction): GatewayTransaction {
  return {
    reference: tx.reference,
    status: paymentStatusOf(tx.status),
    amount: tx.amount,
    currency: tx.currency,
    ...(tx.fees === null ? {} : { fees: tx.fees }),
    ...(tx.paid_at ? { paidAt: tx.paid_at } : {}),
    createdAt: tx.created_at,
  };
}

export function toGatewayRefund(refund: z.infer<typeof refundSchema>): GatewayRefund {
  return {
    transactionReference: refund.transaction_reference,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    createdAt: refund.createdAt,
    ...(refund.refunded_at ? { refundedAt: refund.refunded_at } : {}),
  };
}
