import type { Express, Request } from 'express';
import * as logger from 'firebase-functions/logger';
import { z } from 'zod';
import { confirmPayment } from '../app/payments/confirm-payment';
import type { OrderRecord } from '../app/checkout/checkout-records';
import { notFound } from '../app/common/app-error';
import { onTransferWebhook } from '../app/payouts/resume-payouts';
import type { Services } from '../app/common/services';
import { verifyPaymentRequest, type VerifyPaymentResponse } from '../contract/checkout';
import { couldBeOurReference, paths } from '../paths';
import { authenticate, requireUser } from './auth';
import { sendError } from './errors';
import { newPostOnlyApp } from './new-api-app';
import { parseJsonBody } from './json-body';
import { parseBodyOrThrow } from './validate';

/** `verifyPayment`: the buyer's page asks whether its order was paid (and fulfils it if so). */
export function createVerifyPaymentApp(services: Services): Express {
  const notPost = 'Verify a payment with POST';
  const before = [authenticate(services.identity), parseJsonBody];
  return newPostOnlyApp({ notPost, before }, async (req, res) => {
    const buyer = requireUser(res);
    const { reference } = parseBodyOrThrow(verifyPaymentRequest, req.body);
    const order = (await services.docs.get<OrderRecord>(paths.order(reference))).data;
    // Someone else's order is as missing as an unknown one.
    if (!order || order.uid !== buyer.uid) throw notFound('Order');
    const answer: VerifyPaymentResponse = await confirmPayment(services, reference);
    res.json(answer);
  });
}

const maxWebhookBytes = 64 * 1024;
const chargeEvent = z.object({
  event: z.string(),
  data: z.object({ reference: z.string() }).passthrough(),
});

/** What becomes of a payout's transfer; each is checked with the gateway before it counts. */
const transferEvents = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed']);

type RequestWithRawBody = Request & { rawBody?: Buffer };

/**
 * The body as it came, `too-large` past the limit, or `broken` when the stream ended before
 * its Content-Length (the sender went away): the sender's fault, which Paystack retries.
 */
async function rawBodyOf(req: RequestWithRawBody): Promise<Buffer | 'too-large' | 'broken'> {
  if (req.rawBody) return req.rawBody.length > maxWebhookBytes ? 'too-large' : req.rawBody;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > maxWebhookBytes) return 'too-large';
      chunks.push(chunk as Buffer);
    }
  } catch {
    return 'broken';
  }
  return Buffer.concat(chunks);
}

/**
 * `paystackWebhook`: Paystack posts `charge.success` and the transfer events here. The signature is checked on the
 * raw body first (constant time): a bad one is a 401 and changes nothing. A good one is
 * confirmed with the gateway (never trusting the body's figures) and fulfilled once; the 200
 * follows as soon as that is done, and a failure answers 500 so that Paystack retries.
 */
export function createPaystackWebhookApp(services: Services): Express {
  return newPostOnlyApp({ notPost: 'Paystack posts webhooks' }, async (req, res) => {
    const raw = await rawBodyOf(req);
    if (raw === 'too-large') {
      sendError(res, 'payload_too_large', 'The webhook body is too large');
      return;
    }
    if (raw === 'broken') {
      logger.warn('A Paystack webhook body did not arrive whole; Paystack sends it again');
      sendError(res, 'bad_request', 'The webhook body did not arrive whole');
      return;
    }
    const signature = req.headers['x-paystack-signature'];
    if (typeof signature !== 'string' || !services.payments.isSignatureValid(raw, signature)) {
      sendError(res, 'unauthenticated', 'The x-paystack-signature does not match the body');
      return;
    }
    let event: z.infer<typeof chargeEvent>;
    try {
      event = chargeEvent.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      sendError(res, 'bad_request', 'The webhook body is not a Paystack event');
      return;
    }
    const { reference } = event.data;
    if (!couldBeOurReference(reference)) {
      // Signed, so Paystack's, but no order or payout can have this reference: a 500 would
      // only make Paystack retry it for hours.
      logger.warn(
        `Paystack ${event.event} for a reference that cannot be ours: ${JSON.stringify(reference)}`,
      );
    } else if (event.event === 'charge.success') {
      const order = (await services.docs.get<OrderRecord>(paths.order(reference))).data;
      // A charge for something that is not one of our orders: acknowledged, nothing to do.
      if (order) await confirmPayment(services, reference);
      else logger.warn(`Paystack charge.success for unknown reference ${reference}`);
    } else if (transferEvents.has(event.event)) {
      await onTransferWebhook(services, reference);
    }
    res.status(200).json({ received: true });
  });
}
