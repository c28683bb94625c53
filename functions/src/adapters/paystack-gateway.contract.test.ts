/**
 * The production Paystack adapter against the project's fake Paystack, over real HTTP: the
 * calls checkout makes (initialise, verify, refund, the list of refunds) and the signed webhook
 * it receives.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError, PaymentNotFoundError } from '../ports/payment-gateway';
import { createFakePaystack, type FakePaystack } from '../tools/fake-paystack/server';
import { createPaystackGateway, paystackSignature } from './paystack-gateway';

const secretKey = 'sk_test_contract';
let fake: FakePaystack;
let baseUrl: string;
let receiver: Server;
const received: Array<{ body: string; signature: string | undefined }> = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const signature = req.headers['x-paystack-signature'];
      received.push({ body, signature: typeof signature === 'string' ? signature : undefined });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
  fake = createFakePaystack({ secretKey, webhookUrl });
  baseUrl = await fake.listen(0);
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const gateway = () => createPaystackGateway({ baseUrl, secretKey });
let counter = 0;
const newReference = () => `T${Date.now()}${counter++}`;

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
    expect(started.authorizationUrl).toBe(`${baseUrl}/checkout/${started.accessCode}`);
    expect(await gateway().verify(reference)).toEqual({
      reference,
      status: 'abandoned',
      amount: 30000,
      currency: 'ZAR',
      email: 'buyer@example.com',
    });
  });

  it('verifies a paid transaction and receives its signed charge.success webhook once', async () => {
    const reference = newReference();
    const started = await gateway().initialise({
      email: 'buyer@example.com',
      amount: 15000,
      currency: 'ZAR',
      reference,
    });
    await checkout(started.authorizationUrl, 'pay');
    await checkout(started.authorizationUrl, 'pay');
    await fake.webhooksDelivered();

    const verified = await gateway().verify(reference);
    expect(verified).toMatchObject({
      reference,
      status: 'success',
      amount: 15000,
      currency: 'ZAR',
    });
    expect(Date.parse(verified.paidAt!)).not.toBeNaN();

    const events = received.filter((event) => event.body.includes(reference));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(JSON.parse(event!.body)).toMatchObject({
      event: 'charge.success',
      data: { reference, status: 'success', amount: 15000, currency: 'ZAR' },
    });
    expect(event!.signature).toBe(paystackSignature(event!.body, secretKey));
    expect(gateway().isSignatureValid(Buffer.from(event!.body), event!.signature!)).toBe(true);
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
    const reference = newReference();
    const started = await gateway().initialise({
      email: 'buyer@example.com',
      amount: 5000,
      currency: 'USD',
      reference,
    });
    await checkout(started.authorizationUrl, 'decline');
    await fake.webhooksDelivered();
    expect((await gateway().verify(reference)).status).toBe('failed');
    expect(received.some((event) => event.body.includes(reference))).toBe(false);
  });

  it('refunds a paid transaction, in part and then in full (reversed)', async () => {
    const reference = newReference();
    const started = await gateway().initialise({
      email: 'buyer@example.com',
      amount: 20000,
      currency: 'ZAR',
      reference,
    });
    await expect(gateway().refund(reference)).rejects.toBeInstanceOf(PaymentGatewayError);
    await checkout(started.authorizationUrl, 'pay');
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
    const queueing = createFakePaystack({ secretKey, queueRefunds: true });
    const queued = createPaystackGateway({ baseUrl: await queueing.listen(0), secretKey });
    try {
      const reference = newReference();
      const started = await queued.initialise({
        email: 'buyer@example.com',
        amount: 20000,
        currency: 'ZAR',
        reference,
      });
      await checkout(started.authorizationUrl, 'pay');
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
    const wrongKey = createPaystackGateway({ baseUrl, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.verify(reference)).rejects.toMatchObject({
      message: 'Invalid key',
      httpStatus: 401,
    });
    const unreachable = createPaystackGateway({ baseUrl: 'http://127.0.0.1:9', secretKey });
    await expect(unreachable.verify(reference)).rejects.toThrow(/could not be reached/);
  });
});
