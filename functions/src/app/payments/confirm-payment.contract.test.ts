/**
 * Payment confirmation on both DocStores, with the fake Paystack over HTTP as the gateway:
 * exactly one fulfilment under concurrency, mismatches flagged, late payments refunded.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import {
  testAllocatorTerms,
  heldOrder,
  storeApprovedEvent,
} from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { useFakePaystackGateway } from '../../test-support/fake-paystack-gateway';
import { moneyServices } from '../../test-support/money-fixtures';
import type { DocStore } from '../../ports/doc-store';
import { allocatePurchases } from '../allocator/allocate-purchases';
import type { OrderRecord, StockRecord } from '../checkout/checkout-records';
import { confirmPayment } from './confirm-payment';
import { refundLeaseMs } from '../refunds/refund-paid-order';

const secretKey = 'sk_test_confirm_payment';
const paystack = useFakePaystackGateway(secretKey);

const harnesses = docStoreHarnesses('demo-confirm-payment');

describe.each(harnesses)('confirmPayment on $name', ({ open }) => {
  let docs: DocStore;
  const clock = { now: () => new Date() };
  const { mailer, sent } = dedupingMailer();
  const services = () => moneyServices({ docs, clock, payments: paystack.payments, mailer });
  let allocator: ReturnType<typeof setInterval> | undefined;
  beforeEach(async () => {
    docs = await open();
    sent.length = 0;
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 2 } });
    // What the allocator trigger does in the stack: answer requests as they come.
    let running = false;
    allocator = setInterval(() => {
      if (running) return;
      running = true;
      void allocatePurchases({
        docs,
        clock,
        ...testAllocatorTerms,
      }).finally(() => (running = false));
    }, 20);
  });
  afterEach(() => clearInterval(allocator));
  const taken = async () =>
    (await docs.get<StockRecord>(paths.stock('e1', 'gen'))).data?.taken ?? 0;

  async function orderPaidAtFake(
    overrides: Partial<OrderRecord> = {},
    charged: { amount?: number; currency?: string } = {},
  ) {
    const orderId = docs.newId();
    const order = heldOrder(new Date(), overrides);
    await docs.set(paths.order(orderId), order);
    const started = await paystack.payments.initialise({
      email: order.email,
      amount: charged.amount ?? order.amount,
      currency: charged.currency ?? order.currency,
      reference: orderId,
    });
    await fetch(`${started.authorizationUrl}/pay`, { method: 'POST' });
    return orderId;
  }

  it('fulfils once when many confirmations arrive at once', async () => {
    const orderId = await orderPaidAtFake();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => confirmPayment(services(), orderId)),
    );
    const codes = answers.map((answer) => (answer.status === 'paid' ? answer.ticketCodes : []));
    expect(codes[0]).toHaveLength(2);
    for (const each of codes) expect(each).toEqual(codes[0]);
    expect(await docs.query({ collection: 'tickets' })).toHaveLength(2);
    expect((await docs.get<OrderRecord>(paths.order(orderId))).data?.status).toBe('paid');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'buyer@example.com', subject: 'Your tickets for Gig' });
    for (const code of codes[0]!) {
      expect(sent[0]!.text).toContain(`https://tickets.example.com/tickets/${code}`);
    }
  }, 60_000);

  it('flags a payment of another amount or currency and never fulfils it', async () => {
    for (const charged of [{ amount: 100 }, { currency: 'USD' }]) {
      const orderId = await orderPaidAtFake({}, charged);
      await expect(confirmPayment(services(), orderId)).rejects.toMatchObject({
        code: 'conflict',
      });
      const order = (await docs.get<OrderRecord>(paths.order(orderId))).data!;
      expect(order.status).toBe('held');
      expect(order.flagged?.reason).toMatch(/^Paid (100 ZAR|30000 USD), expected 30000 ZAR$/);
    }
    expect(await docs.query({ collection: 'tickets' })).toEqual([]);
  });

  it('gives a late payment its tickets when they are still there', async () => {
    const orderId = await orderPaidAtFake({ status: 'expired' });
    const answer = await confirmPayment(services(), orderId);
    expect(answer).toMatchObject({
      status: 'paid',
      ticketCodes: [expect.any(String), expect.any(String)],
    });
    expect(await taken()).toBe(2);
    expect((await paystack.payments.verify(orderId)).status).toBe('success');
  });

  it('two late payments racing for the last tickets: one gets them, one is refunded once', async () => {
    const one = { items: [{ typeId: 'gen', name: 'General', quantity: 2, unitPrice: 15000 }] };
    const first = await orderPaidAtFake({ status: 'expired', ...one });
    const second = await orderPaidAtFake({ status: 'expired', ...one });
    const answers = await Promise.all([
      confirmPayment(services(), first),
      confirmPayment(services(), second),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['paid', 'refunded']);
    const refunded = answers.find((answer) => answer.status === 'refunded')!.reference;
    expect(await confirmPayment(services(), refunded)).toMatchObject({ status: 'refunded' });
    expect((await paystack.payments.verify(refunded)).status).toBe('reversed');
    expect(await taken()).toBe(2);
    expect(await docs.query({ collection: 'tickets' })).toHaveLength(2);
  }, 60_000);

  it('a late refund whose caller stopped before the gateway is taken over once its lease runs out', async () => {
    const stalled = await orderPaidAtFake();
    const live = await orderPaidAtFake();
    await docs.update(paths.event('e1'), { cancelledAt: new Date().toISOString() });
    // Each was claimed by a confirmation that then stopped; one lease has run out.
    const claimed = (leaseUntil: number) => ({
      refund: {
        reason: 'Cancelled',
        at: new Date().toISOString(),
        leaseUntil: new Date(leaseUntil).toISOString(),
      },
    });
    await docs.update(paths.order(stalled), claimed(Date.now() - 1));
    await docs.update(paths.order(live), claimed(Date.now() + refundLeaseMs));

    expect(await confirmPayment(services(), stalled)).toMatchObject({ status: 'refunded' });
    expect(await paystack.refundsAt(stalled)).toHaveLength(1);
    expect((await docs.get<OrderRecord>(paths.order(stalled))).data?.refund).toMatchObject({
      reason: 'Cancelled',
      refundedAt: expect.any(String),
    });
    // Confirmed again (the webhook, the buyer's page): the gateway says reversed; no more.
    expect(await confirmPayment(services(), stalled)).toMatchObject({ status: 'refunded' });
    expect(await paystack.refundsAt(stalled)).toHaveLength(1);

    // A live lease belongs to the confirmation asking the gateway now.
    expect(await confirmPayment(services(), live)).toMatchObject({ status: 'refunded' });
    expect(await paystack.refundsAt(live)).toHaveLength(0);
  });
});
