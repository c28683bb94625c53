/**
 * The fake Paystack's faults on demand (issue 26), as the production adapter meets them over
 * real HTTP: 5xx answers, timeouts with and without the work done, slow answers, and dropped,
 * doubled and late webhooks; and the switch itself (`/_fake/faults`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError, PaymentNotFoundError } from '../ports/payment-gateway';
import { usePaystackContract } from '../test-support/paystack-contract-harness';
import type { FaultPlan } from '../tools/fake-paystack/faults';
import { createPaystackGateway } from './paystack-gateway';

const paystack = usePaystackContract();
let counter = 0;
const newReference = () => `F${Date.now()}${counter++}`;
const payment = (reference: string) => ({
  email: 'buyer@example.com',
  amount: 20000,
  currency: 'ZAR',
  reference,
});
/** A gateway that gives up after `timeoutMs`, as production does after 15 s. */
const impatient = (timeoutMs = 300) =>
  createPaystackGateway({ baseUrl: paystack.baseUrl, secretKey: paystack.secretKey, timeoutMs });

async function setFaults(plan: FaultPlan) {
  const answer = await paystack.raw('POST', '/_fake/faults', plan);
  expect(answer.status).toBe(200);
}

/** Starts a payment and pays it on the sandbox checkout page, as a buyer does. */
async function paidPayment() {
  const reference = newReference();
  const { authorizationUrl } = await paystack.payments().initialise(payment(reference));
  await fetch(`${authorizationUrl}/pay`, { method: 'POST' });
  return reference;
}

afterEach(async () => {
  await paystack.raw('DELETE', '/_fake/faults');
  await paystack.fake.webhooksDelivered();
});

describe('the fake Paystack’s faults on demand', () => {
  it('answers 500 as JSON and 502/503 as the load balancer’s HTML, doing nothing', async () => {
    await setFaults({
      rules: [
        { call: 'initialize', fault: 'error', status: 500, times: 1 },
        { call: 'initialize', fault: 'error', status: 503, times: 1 },
      ],
    });
    const reference = newReference();
    await expect(paystack.payments().initialise(payment(reference))).rejects.toMatchObject({
      message: 'An error occurred',
      httpStatus: 500,
    });
    await expect(paystack.payments().initialise(payment(reference))).rejects.toMatchObject({
      message: 'The payment gateway answered 503 with an unexpected body',
    });
    await expect(paystack.payments().verify(reference)).rejects.toBeInstanceOf(
      PaymentNotFoundError,
    );
    // The rules were for one call each: the third attempt goes through.
    await expect(paystack.payments().initialise(payment(reference))).resolves.toMatchObject({
      reference,
    });
  });

  it('times out without doing the work, or after doing it (charged, then no answer)', async () => {
    await setFaults({ rules: [{ call: 'initialize', fault: 'timeout', times: 1 }] });
    const untouched = newReference();
    await expect(impatient().initialise(payment(untouched))).rejects.toThrow(
      /could not be reached/,
    );
    await expect(paystack.payments().verify(untouched)).rejects.toBeInstanceOf(
      PaymentNotFoundError,
    );

    await setFaults({ rules: [{ call: 'initialize', fault: 'done-then-timeout', times: 1 }] });
    const started = newReference();
    await expect(impatient().initialise(payment(started))).rejects.toThrow(/could not be reached/);
    // The transaction exists: asking again under the same reference is refused, as Paystack does.
    await expect(paystack.payments().verify(started)).resolves.toMatchObject({
      status: 'abandoned',
    });
    await expect(paystack.payments().initialise(payment(started))).rejects.toThrow(
      'Duplicate Transaction Reference',
    );
  });

  it('refunds and then never answers: the refund is there when asked after', async () => {
    const reference = await paidPayment();
    await setFaults({ rules: [{ call: 'refund', fault: 'done-then-timeout' }] });
    await expect(impatient().refund(reference)).rejects.toBeInstanceOf(PaymentGatewayError);
    await setFaults({ rules: [] });
    expect(await paystack.payments().refundsOf(reference)).toEqual([
      expect.objectContaining({ reference, amount: 20000 }),
    ]);
  });

  it('answers slowly but answers', async () => {
    const reference = await paidPayment();
    await setFaults({ rules: [{ call: 'verify', fault: 'slow', ms: 400, times: 1 }] });
    const asked = performance.now();
    await expect(paystack.payments().verify(reference)).resolves.toMatchObject({
      status: 'success',
    });
    expect(performance.now() - asked).toBeGreaterThanOrEqual(390);
  });

  it('drops a webhook, sends one twice, and lets a late one be overtaken', async () => {
    await setFaults({
      rules: [
        { call: 'webhook', fault: 'drop', times: 1 },
        { call: 'webhook', fault: 'duplicate', times: 1 },
        { call: 'webhook', fault: 'delay', ms: 300, times: 1 },
      ],
    });
    const dropped = await paidPayment();
    const doubled = await paidPayment();
    const late = await paidPayment();
    const onTime = await paidPayment();
    await paystack.fake.webhooksDelivered();
    expect(paystack.eventsFor(dropped)).toHaveLength(0);
    expect(paystack.eventsFor(doubled)).toHaveLength(2);
    expect(paystack.eventsFor(late)).toHaveLength(1);
    const order = paystack.received.map((webhook) => webhook.body);
    const at = (reference: string) => order.findIndex((body) => body.includes(reference));
    expect(at(onTime)).toBeLessThan(at(late));
  });

  it('applies a rule by chance from a seed, the same way for the same seed', async () => {
    const outcomes = async () => {
      await setFaults({
        seed: 42,
        rules: [{ call: 'verify', fault: 'error', status: 500, chance: 0.5 }],
      });
      const results: boolean[] = [];
      for (let call = 0; call < 16; call++) {
        results.push(
          await paystack
            .payments()
            .verify('nobody')
            .then(() => true)
            .catch((error: unknown) => !(error instanceof PaymentNotFoundError)),
        );
      }
      return results;
    };
    const first = await outcomes();
    expect(first.filter(Boolean).length).toBeGreaterThan(0);
    expect(first.filter(Boolean).length).toBeLessThan(16);
    expect(await outcomes()).toEqual(first);
    const described = (await (await paystack.raw('GET', '/_fake/faults')).json()) as {
      data: { injected: Record<string, number> };
    };
    expect(described.data.injected).toEqual({ 'verify error 500': first.filter(Boolean).length });
  });

  it('refuses a plan it cannot read, naming the field, and keeps the one it had', async () => {
    await setFaults({ rules: [{ call: 'verify', fault: 'timeout', times: 3 }] });
    const refused = await paystack.raw('POST', '/_fake/faults', {
      rules: [{ call: 'webhook', fault: 'error', status: 500 }],
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^rules\.0/);
    const described = (await (await paystack.raw('GET', '/_fake/faults')).json()) as {
      data: { rules: { call: string; left: number }[] };
    };
    expect(described.data.rules).toEqual([{ call: 'verify', fault: 'timeout', times: 3, left: 3 }]);
    const stranger = await fetch(`${paystack.baseUrl}/_fake/faults`, { method: 'DELETE' });
    expect(stranger.status).toBe(401);
  });
});
