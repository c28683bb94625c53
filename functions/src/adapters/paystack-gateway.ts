import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  PaymentGatewayError,
  PaymentNotFoundError,
  type PaymentGateway,
} from '../ports/payment-gateway';
import { createPaystackHttp, parseAnswer, type PaystackSettings } from './paystack-http';
import {
  createdRefundSchema,
  initialisedSchema,
  paymentStatusOf,
  refundSchema,
  transactionSchema,
} from './paystack-schemas';

export type { PaystackSettings } from './paystack-http';

/**
 * Paystack's HTTP API (https://paystack.com/docs/api/) behind the PaymentGateway port. The
 * local stack points `baseUrl` at the project's fake Paystack, which speaks the same API, so
 * this code runs unchanged everywhere.
 */
export function createPaystackGateway(settings: PaystackSettings): PaymentGateway {
  const http = createPaystackHttp(settings);

  async function verified(reference: string) {
    try {
      const { data } = await http.get(`/transaction/verify/${encodeURIComponent(reference)}`);
      return parseAnswer(transactionSchema, data, 'transaction');
    } catch (error) {
      // Paystack answers an unknown reference with 400 "Transaction reference not found".
      if (error instanceof PaymentGatewayError && /not found/i.test(error.message)) {
        throw new PaymentNotFoundError(reference);
      }
      throw error;
    }
  }

  return {
    async initialise({ email, amount, currency, reference, metadata }) {
      const { data } = await http.post('/transaction/initialize', {
        email,
        amount,
        currency,
        reference,
        ...(metadata ? { metadata } : {}),
      });
      const started = parseAnswer(initialisedSchema, data, 'initialised transaction');
      return {
        reference: started.reference,
        accessCode: started.access_code,
        authorizationUrl: started.authorization_url,
      };
    },

    async verify(reference) {
      const tx = await verified(reference);
      return {
        reference: tx.reference,
        status: paymentStatusOf(tx.status),
        amount: tx.amount,
        currency: tx.currency,
        ...(tx.customer.email ? { email: tx.customer.email } : {}),
        ...(tx.paid_at ? { paidAt: tx.paid_at } : {}),
        ...(tx.fees === null ? {} : { fees: tx.fees }),
      };
    },

    async refund(reference, amount) {
      const { data } = await http.post('/refund', {
        transaction: reference,
        ...(amount === undefined ? {} : { amount }),
      });
      const refund = parseAnswer(createdRefundSchema, data, 'refund');
      return {
        reference: refund.transaction.reference,
        amount: refund.amount,
        currency: refund.currency,
        status: refund.status,
      };
    },

    async refundsOf(reference) {
      // The list names transactions by id: ask for the payment's id first, list its refunds,
      // and keep only those that name it (a list that ignored the filter must not count).
      const { id } = await verified(reference);
      const { data } = await http.get('/refund', { transaction: id });
      return parseAnswer(z.array(refundSchema), data, 'refund list')
        .filter((refund) => refund.transaction === id)
        .map(({ amount, currency, status }) => ({ reference, amount, currency, status }));
    },

    isSignatureValid(rawBody, signature) {
      return isPaystackSignature(rawBody, signature, settings.secretKey);
    },
  };
}

/** Paystack's webhook signature, `x-paystack-signature`: hex HMAC-SHA512 of the raw body. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Constant-time, so a forger learns nothing from how long a refusal takes. */
export function isPaystackSignature(rawBody: Buffer, signature: string, secretKey: string) {
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  const given = /^[0-9a-f]{128}$/i.test(signature) ? Buffer.from(signature, 'hex') : undefined;
  return given !== undefined && timingSafeEqual(expected, given);
}
