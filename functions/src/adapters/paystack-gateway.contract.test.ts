/**
 * The production Paystack adapter against the project's fake Paystack, over real HTTP: the
 * calls checkout makes (initialise, verify with its fees, refund, the list of refunds) and the
 * signed webhook it receives. Payouts and statements have files of their own.
 */
import { describe, expect, it } from 'vitest';
import {
  PaymentGatewayError,
  PaymentNotFoundError,
  type PaymentGateway,
} from '../ports/payment-gateway';
import { assertAnswersAsDescribed } from '../test-support/paystack-answer-check';
import { usePaystackContract } from '../test-support/paystack-contract-harness';
import { createFakePaystack } from '../tools/fake-paystack/server';
import { createPaystackGateway, paystackSignature } from './paystack-gateway';

const paystack = usePaystackContract();
const secretKey = paystack.secretKey;
const gateway = () => paystack.payments();
let counter = 0;
const newReference = () => `T${Date.now()}${counter++}`;

/** Starts a payment by buyer@example.com under a new reference, on `client`. */
async function startPayment(amount: number, currency = 'ZAR', client: PaymentGateway = gateway()) {
  const reference = newReference();
  const started = await client.initialise({
    email: 'buyer@example.com',
    amount,
    currency,
    reference,
  });
  return { reference, authorizationUrl: started.authorizationUrl };
}

async function checkout(authorizationUrl: string, outcome: 'pay' | 'decline') {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Pay with test card');
  return fetch(`${authorizationUrl}/${outcome}`, { method: 'POST' });
}

describe('Paystack adapter against the fake Paystack', () => {
  it('initialises a payment, which stays abandoned until the buyer pays', async () => {
    const reference = newReference();
    const started = await gateway().initialise({
      email: 'buyer@example.com',
      amount: 30000,
      currency: 'ZAR',
      reference,
      metadata: { orderId: 'o1' },
    });
    expect(started).toMatchObject({
      reference,
      accessCode: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(started.authorizationUrl).toBe(`${paystack.baseUrl}/checkout/${started.accessCode}`);
    expect(await gateway().verify(reference)).toEqual({
      reference,
      status: 'abandoned',
      amount: 30000,
      currency: 'ZAR',
      email: 'buyer@example.com',
    });
  });

  it('verifies a paid transaction and receives its signed charge.success webhook once', async () => {
    const { reference, authorizationUrl } = await startPayment(15000);
    await checkout(authorizationUrl, 'pay');
    await checkout(authorizationUrl, 'pay');
    await paystack.fake.webhooksDelivered();

    const verified = await gateway().verify(reference);
    expect(verified).toMatchObject({
      reference,
      status: 'success',
      amount: 15000,
      currency: 'ZAR',
      fees: 615,
    });
    expect(Date.parse(verified.paidAt!)).not.toBeNaN();

    const events = paystack.received.filter((event) => event.body.includes(reference));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(JSON.parse(event!.body)).toMatchObject({
      event: 'charge.success',
      data: { reference, status: 'success', amount: 15000, currency: 'ZAR' },
    });
    expect(event!.signature).toBe(paystackSignature(event!.body, secretKey));
    expect(gateway().isSignatureValid(Buffer.from(event!.body), event!.signature!)).toBe(true);
  });

  it("reports Paystack's fee on a successful charge only: 2.9 % + R1.00, plus VAT, rounded half up", async () => {
    const { reference, authorizationUrl } = await startPayment(30000);
    expect((await gateway().verify(reference)).fees).toBeUndefined();
    await checkout(authorizationUrl, 'decline');
    expect((await gateway().verify(reference)).fees).toBeUndefined();
    await checkout(authorizationUrl, 'pay');
    // (30000 × 2.9 % + 100) × 1.15 = 1115.5: rounded half up.
    expect((await gateway().verify(reference)).fees).toBe(1116);
    await paystack.fake.webhooksDelivered();
    const [event] = paystack.eventsFor(reference);
    expect(event?.data.fees).toBe(1116);
    await gateway().refund(reference);
    // Paystack keeps its fee on a refunded payment.
    expect(await gateway().verify(reference)).toMatchObject({ status: 'reversed', fees: 1116 });
  });

  it('refuses forged or altered webhook signatures', () => {
    const body = Buffer.from('{"event":"charge.success"}');
    const good = paystackSignature(body, secretKey);
    expect(gateway().isSignatureValid(body, good)).toBe(true);
    expect(gateway().isSignatureValid(Buffer.from('{"event":"charge.success "}'), good)).toBe(
      false,
    );
    expect(gateway().isSignatureValid(body, paystackSignature(body, 'sk_test_other'))).toBe(false);
    expect(gateway().isSignatureValid(body, good.slice(0, -2))).toBe(false);
    expect(gateway().isSignatureValid(body, '')).toBe(false);
  });

  it('reports a declined payment as failed, with no webhook', async () => {
    const { reference, authorizationUrl } = await startPayment(5000, 'USD');
    await checkout(authorizationUrl, 'decline');
    await paystack.fake.webhooksDelivered();
    expect((await gateway().verify(reference)).status).toBe('failed');
    expect(paystack.received.some((event) => event.body.includes(reference))).toBe(false);
  });

  it('refunds a paid transaction, in part and then in full (reversed)', async () => {
    const { reference, authorizationUrl } = await startPayment(20000);
    await expect(gateway().refund(reference)).rejects.toBeInstanceOf(PaymentGatewayError);
    await checkout(authorizationUrl, 'pay');
    expect(await gateway().refund(reference, 5000)).toEqual({
      reference,
      amount: 5000,
      currency: 'ZAR',
      status: 'pending',
    });
    expect((await gateway().verify(reference)).status).toBe('success');
    expect((await gateway().refund(reference)).amount).toBe(15000);
    expect((await gateway().verify(reference)).status).toBe('reversed');
  });

  it('lists the refunds of a payment: queued ones pending until processed', async () => {
    const queueing = createFakePaystack({ secretKey, queueRefunds: true, checkAnswers: true });
    const queued = createPaystackGateway({ baseUrl: await queueing.listen(0), secretKey });
    try {
      const { reference, authorizationUrl } = await startPayment(20000, 'ZAR', queued);
      await checkout(authorizationUrl, 'pay');
      expect(await queued.refundsOf(reference)).toEqual([]);
      await queued.refund(reference);
      const pending = { reference, amount: 20000, currency: 'ZAR', status: 'pending' };
      expect(await queued.refundsOf(reference)).toEqual([pending]);
      expect((await queued.verify(reference)).status).toBe('success');
      // A second full refund is refused while the first is queued.
      await expect(queued.refund(reference)).rejects.toBeInstanceOf(PaymentGatewayError);
      queueing.processRefunds();
      expect(await queued.refundsOf(reference)).toEqual([{ ...pending, status: 'processed' }]);
      expect((await queued.verify(reference)).status).toBe('reversed');
      assertAnswersAsDescribed(queueing.answerMismatches);
    } finally {
      await queueing.close();
    }
  });

  it("answers refusals with Paystack's messages", async () => {
    const base = { email: 'buyer@example.com', amount: 100, currency: 'ZAR' as const };
    const reference = newReference();
    await gateway().initialise({ ...base, reference });
    await expect(gateway().initialise({ ...base, reference })).rejects.toThrow(
      'Duplicate Transaction Reference',
    );
    await expect(
      gateway().initialise({ ...base, currency: 'EUR', reference: newReference() }),
    ).rejects.toThrow('Currency not supported by merchant');
    await expect(
      gateway().initialise({ ...base, email: 'nobody', reference: newReference() }),
    ).rejects.toThrow('Invalid Email Address Passed');
    await expect(gateway().verify('no-such-reference')).rejects.toBeInstanceOf(
      PaymentNotFoundError,
    );
    const wrongKey = createPaystackGateway({
      baseUrl: paystack.baseUrl,
      secretKey: 'sk_test_wrong',
    });
    await expect(wrongKey.verify(reference)).rejects.toMatchObject({
      message: 'Invalid key',
      httpStatus: 401,
    });
    const unreachable = createPaystackGateway({ baseUrl: 'http://127.0.0.1:9', secretKey });
    await expect(unreachable.verify(reference)).rejects.toThrow(/could not be reached/);
  });
});
