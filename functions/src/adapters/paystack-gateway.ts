import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  PaymentGatewayError,
  PaymentNotFoundError,
  type PaymentGateway,
  type PaymentStatus,
} from '../ports/payment-gateway';

export type PaystackSettings = {
  /** https://api.paystack.co in production; the local fake's address on the local stack. */
  baseUrl: string;
  secretKey: string;
  /** Per call; Paystack usually answers in well under a second. */
  timeoutMs?: number;
};

/** Every Paystack answer: `{ status, message, data }`, `status` false on refusals. */
const envelope = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.unknown().optional(),
});

const initialised = z.object({
  authorization_url: z.string(),
  access_code: z.string(),
  reference: z.string(),
});

const transaction = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  paidAt: z.string().nullish(),
  customer: z.object({ email: z.string().nullish() }).nullish(),
});

const refund = z.object({
  transaction: z.object({ reference: z.string() }),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

/** A refund in Paystack's list (`GET /refund`): it names its transaction by id only. */
const listedRefund = z.object({
  transaction: z.union([z.number(), z.object({ id: z.number() })]),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

const transactionId = z.object({ id: z.number() });

const finalStatuses: Record<string, PaymentStatus> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'abandoned',
  reversed: 'reversed',
};

/**
 * Paystack's HTTP API (https://paystack.com/docs/api/) behind the PaymentGateway port. The
 * local stack points `baseUrl` at the project's fake Paystack, which speaks the same API, so
 * this code runs unchanged everywhere.
 */
export function createPaystackGateway(settings: PaystackSettings): PaymentGateway {
  const baseUrl = settings.baseUrl.replace(/\/$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentGatewayError(
        `The payment gateway could not be reached (${error instanceof Error ? error.message : error})`,
      );
    }
    const text = await response.text();
    let parsed: z.infer<typeof envelope>;
    try {
      parsed = envelope.parse(JSON.parse(text));
    } catch {
      throw new PaymentGatewayError(
        `The payment gateway answered ${response.status} with an unexpected body`,
        response.status,
      );
    }
    if (!response.ok || !parsed.status) {
      throw new PaymentGatewayError(parsed.message, response.status);
    }
    return parsed.data;
  }

  return {
    async initialise({ email, amount, currency, reference, metadata }) {
      const data = initialised.parse(
        await call('POST', '/transaction/initialize', {
          email,
          amount,
          currency,
          reference,
          ...(metadata ? { metadata } : {}),
        }),
      );
      return {
        reference: data.reference,
        accessCode: data.access_code,
        authorizationUrl: data.authorization_url,
      };
    },

    async verify(reference) {
      let data: unknown;
      try {
        data = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      } catch (error) {
        // Paystack answers an unknown reference with 400 "Transaction reference not found".
        if (error instanceof PaymentGatewayError && /not found/i.test(error.message)) {
          throw new PaymentNotFoundError(reference);
        }
        throw error;
      }
      const tx = transaction.parse(data);
      const paidAt = tx.paid_at ?? tx.paidAt ?? undefined;
      return {
        reference: tx.reference,
        status: finalStatuses[tx.status] ?? 'pending',
        amount: tx.amount,
        currency: tx.currency,
        ...(tx.customer?.email ? { email: tx.customer.email } : {}),
        ...(paidAt ? { paidAt } : {}),
      };
    },

    async refund(reference, amount) {
      const data = refund.parse(
        await call('POST', '/refund', {
          transaction: reference,
          ...(amount === undefined ? {} : { amount }),
        }),
      );
      return {
        reference: data.transaction.reference,
        amount: data.amount,
        currency: data.currency,
        status: data.status,
      };
    },

    async refundsOf(reference) {
      // The list names transactions by id: ask for the payment's id first, list its refunds,
      // and keep only those that name it (a list that ignored the filter must not count).
      const { id } = transactionId.parse(
        await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
      );
      const listed = z.array(listedRefund).parse(await call('GET', `/refund?transaction=${id}`));
      return listed
        .filter(
          ({ transaction }) =>
            (typeof transaction === 'number' ? transaction : transaction.id) === id,
        )
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
