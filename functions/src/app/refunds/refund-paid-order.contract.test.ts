/**
 * Refunds and cancellation on both DocStores, with the fake Paystack over HTTP as the
 * gateway: exactly one refund under concurrency and across a crash, tickets void, stock back
 * through the allocator, one email per buyer; a cancellation refunds in resumable batches; the
 * sweep finishes refunds whose caller stopped.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPaystackGateway } from '../../adapters/paystack-gateway';
import { paths } from '../../paths';
import {
  heldOrder,
  storeApprovedEvent,
  testAllocatorTerms,
} from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { refundsAtFakePaystack } from '../../test-support/fake-paystack-refunds';
import { useFakePaystackGateway } from '../../test-support/fake-paystack-gateway';
import { moneyServices } from '../../test-support/money-fixtures';
import { assertAnswersAsDescribed } from '../../test-support/paystack-answer-check';
import { createFakePaystack } from '../../tools/fake-paystack/server';
import type { DocStore } from '../../ports/doc-store';
import { allocatePurchases } from '../allocator/allocate-purchases';
import { cancelEvent } from '../events/cancel-event';
import type { OrderRecord, StockRecord, TicketRecord } from '../checkout/checkout-records';
import { confirmPayment } from '../payments/confirm-payment';
import type { EventRecord } from '../events/event-records';
import { refundLeaseMs, refundPaidOrder, type RefundCause } from './refund-paid-order';
import { resumeStalledRefunds } from './resume-stalled-refunds';
import { checkInvariants } from '../../domain/invariants';
import { readInvariantFacts } from '../invariants/read-invariant-facts';

const secretKey = 'sk_test_refunds';
const paystack = useFakePaystackGateway(secretKey);

const byOrganiser: RefundCause = { voidReason: 'refunded', reason: 'Refunded', by: 'organiser' };
const harnesses = docStoreHarnesses('demo-refunds');

describe.each(harnesses)('refunds on $name', ({ open }) => {
  let docs: DocStore;
  let now = Date.now();
  const clock = { now: () => new Date(now) };
  const { mailer, sent } = dedupingMailer();
  const services = () => moneyServices({ docs, clock, payments: paystack.payments, mailer });
  const allocate = () => allocatePurchases({ docs, clock, ...testAllocatorTerms });
  beforeEach(async () => {
    docs = await open();
    now = Date.now();
    sent.length = 0;
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 10 } });
  });
  const taken = async () =>
    (await docs.get<StockRecord>(paths.stock('e1', 'gen'))).data?.taken ?? 0;
  const orderOf = async (orderId: string) =>
    (await docs.get<OrderRecord>(paths.order(orderId))).data!;
  const ticketsOf = async (order: OrderRecord) =>
    Promise.all(
      (order.ticketCodes ?? []).map(
        async (code) => (await docs.get<TicketRecord>(paths.ticket(code))).data!,
      ),
    );

  /** A paid order of two tickets (its stock taken, as the allocator would have). */
  async function paidOrder(amount = 30000, email = 'buyer@example.com'): Promise<string> {
    const orderId = docs.newId();
    const order = heldOrder(new Date(now), {
      email,
      items: [{ typeId: 'gen', name: 'General', quantity: 2, unitPrice: amount / 2 }],
      amount,
    });
    await docs.set(paths.order(orderId), order);
    await docs.set(paths.stock('e1', 'gen'), { taken: (await taken()) + 2 });
    if (amount > 0) {
      const started = await paystack.payments.initialise({
        email,
        amount,
        currency: 'ZAR',
        reference: orderId,
      });
      await fetch(`${started.authorizationUrl}/pay`, { method: 'POST' });
      expect(await confirmPayment(services(), orderId)).toMatchObject({ status: 'paid' });
    } else {
      await docs.update(paths.order(orderId), {
        status: 'paid',
        paidAt: order.createdAt,
        ticketCodes: [],
      });
    }
    sent.length = 0;
    return orderId;
  }

  /** The organiser's Refund took the order's lease just now (and may have died holding it). */
  const leasedByOrganiser = (orderId: string) =>
    docs.update(paths.order(orderId), {
      status: 'refund_pending',
      refund: {
        reason: 'Refunded',
        at: new Date(now).toISOString(),
        by: 'organiser',
        leaseUntil: new Date(now + refundLeaseMs).toISOString(),
      },
    });

  it('refunds once when pressed twice at once: one gateway refund, tickets void, stock back, one email', async () => {
    const orderId = await paidOrder();
    const outcomes = await Promise.all([
      refundPaidOrder(services(), orderId, byOrganiser),
      refundPaidOrder(services(), orderId, byOrganiser),
    ]);
    expect(outcomes.map((outcome) => outcome.state)).toContain('refunded');
    expect(await paystack.refundsAt(orderId)).toHaveLength(1);
    expect((await paystack.payments.verify(orderId)).status).toBe('reversed');
    // Pressed again later: the same answer, nothing more at the gateway.
    expect((await refundPaidOrder(services(), orderId, byOrganiser)).state).toBe('refunded');
    expect(await paystack.refundsAt(orderId)).toHaveLength(1);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'refunded', stockReturn: 'pending' });
    const tickets = await ticketsOf(order);
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets)
      expect(ticket).toMatchObject({ status: 'void', voidReason: 'refunded', doorState: 'void' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'buyer@example.com',
      subject: 'Your order for Gig was refunded',
    });
    expect(sent[0]!.text).toContain('300.00 ZAR');
    expect(sent[0]!.html).toContain('300.00 ZAR');

    expect(await taken()).toBe(2);
    expect(await allocate()).toMatchObject({
      returned: 1,
    });
    expect(await taken()).toBe(0);
    expect((await orderOf(orderId)).stockReturn).toBe('done');
    expect(await allocate()).toMatchObject({
      returned: 0,
    });
    expect(await taken()).toBe(0);
    const facts = await readInvariantFacts({ docs, payments: paystack.payments, mailer });
    expect(checkInvariants(facts).flatMap((result) => result.violations)).toEqual([]);
  }, 60_000);

  it('answers "refunding" while another caller holds a live lease', async () => {
    const orderId = await paidOrder();
    await leasedByOrganiser(orderId);
    expect((await refundPaidOrder(services(), orderId, byOrganiser)).state).toBe('refunding');
    expect(await paystack.refundsAt(orderId)).toHaveLength(0);
  });

  it('after a crash past the gateway call, the next caller asks the gateway and does not refund again', async () => {
    const orderId = await paidOrder();
    // A caller took the lease, the gateway refunded, then the caller died.
    await leasedByOrganiser(orderId);
    await paystack.payments.refund(orderId);
    now += refundLeaseMs + 1;
    const outcome = await refundPaidOrder(services(), orderId, byOrganiser);
    expect(outcome.state).toBe('refunded');
    expect(await paystack.refundsAt(orderId)).toHaveLength(1);
    expect((await orderOf(orderId)).status).toBe('refunded');
    expect(sent).toHaveLength(1);
  });

  it('the sweep finishes a refund whose caller stopped, once its lease ran out, and leaves live ones', async () => {
    const stalled = await paidOrder(30000, 'stalled@example.com');
    const live = await paidOrder(30000, 'live@example.com');
    // A cancellation claimed both and stopped before the gateway: one lease ran out.
    const claimed = (leaseUntil: number) => ({
      status: 'refund_pending',
      refund: {
        reason: 'The venue flooded',
        at: new Date(now - refundLeaseMs).toISOString(),
        by: 'organiser',
        leaseUntil: new Date(leaseUntil).toISOString(),
        voidReason: 'cancelled',
      },
    });
    await docs.update(paths.order(stalled), claimed(now - 1));
    await docs.update(paths.order(live), claimed(now + refundLeaseMs));

    expect(await resumeStalledRefunds(services())).toEqual({
      resumed: 1,
      cancellationsResumed: 0,
      failures: [],
    });
    expect(await paystack.refundsAt(stalled)).toHaveLength(1);
    const order = await orderOf(stalled);
    expect(order).toMatchObject({ status: 'refunded', stockReturn: 'pending' });
    for (const ticket of await ticketsOf(order)) expect(ticket.voidReason).toBe('cancelled');
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['stalled@example.com', 'Gig was cancelled'],
    ]);
    expect(sent[0]!.text).toContain('The venue flooded');
    // The live lease is its caller's: nothing at the gateway, still refunding.
    expect(await paystack.refundsAt(live)).toHaveLength(0);
    expect((await orderOf(live)).status).toBe('refund_pending');
    expect(await resumeStalledRefunds(services())).toEqual({
      resumed: 0,
      cancellationsResumed: 0,
      failures: [],
    });

    // Its caller stopped too: once the lease runs out, the next sweep finishes it.
    now += refundLeaseMs + 1;
    expect(await resumeStalledRefunds(services())).toEqual({
      resumed: 1,
      cancellationsResumed: 0,
      failures: [],
    });
    expect(await paystack.refundsAt(live)).toHaveLength(1);
    expect(await paystack.refundsAt(stalled)).toHaveLength(1);
    expect((await orderOf(live)).status).toBe('refunded');
  }, 60_000);

  it('after a crash past a refund the gateway only queued, the next caller finishes it without a second', async () => {
    // Paystack queues a refund: the payment reads `success` until it is processed.
    const queueing = createFakePaystack({ secretKey, queueRefunds: true, checkAnswers: true });
    const queueingUrl = await queueing.listen(0);
    const usual = paystack.payments;
    paystack.payments = createPaystackGateway({ baseUrl: queueingUrl, secretKey });
    try {
      const orderId = await paidOrder();
      await leasedByOrganiser(orderId);
      await paystack.payments.refund(orderId);
      expect((await paystack.payments.verify(orderId)).status).toBe('success');
      now += refundLeaseMs + 1;
      expect((await refundPaidOrder(services(), orderId, byOrganiser)).state).toBe('refunded');
      const listed = await refundsAtFakePaystack({ paystackUrl: queueingUrl, secretKey }, orderId);
      expect(listed).toHaveLength(1);
      expect(await orderOf(orderId)).toMatchObject({ status: 'refunded' });
      expect(sent).toHaveLength(1);
      queueing.processRefunds();
      expect((await paystack.payments.verify(orderId)).status).toBe('reversed');
      assertAnswersAsDescribed(queueing.answerMismatches);
    } finally {
      paystack.payments = usual;
      await queueing.close();
    }
  });

  it('refuses an order that was not paid, and changes nothing', async () => {
    const orderId = docs.newId();
    await docs.set(paths.order(orderId), {
      eventId: 'e1',
      uid: 'buyer',
      email: 'buyer@example.com',
      requestId: 'r1',
      items: [{ typeId: 'gen', name: 'General', quantity: 1, unitPrice: 15000 }],
      amount: 15000,
      currency: 'ZAR',
      status: 'held',
      createdAt: new Date(now).toISOString(),
      holdExpiresAt: new Date(now + 60_000).toISOString(),
    } satisfies OrderRecord);
    await expect(refundPaidOrder(services(), orderId, byOrganiser)).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await orderOf(orderId)).status).toBe('held');
  });

  it('cancels an event in resumable batches: every paid order refunded, free ones voided, sales stop', async () => {
    const orders = [
      await paidOrder(30000, 'a@example.com'),
      await paidOrder(30000, 'b@example.com'),
    ];
    orders.push(await paidOrder(0, 'c@example.com'));
    const cancel = () =>
      cancelEvent({
        services: services(),
        eventId: 'e1',
        viewer: { uid: 'organiser', isAdmin: false },
        reason: 'The venue flooded',
        options: { batchSize: 2, concurrency: 2 },
      });
    expect(await cancel()).toEqual({ status: 'cancelling', ordersRefunded: 2, ordersLeft: 1 });
    const event = (await docs.get<EventRecord>(paths.event('e1'))).data!;
    expect(event).toMatchObject({
      cancelledReason: 'The venue flooded',
      cancelledBy: 'organiser',
      cancellationRefundsPending: true,
    });
    expect(await cancel()).toEqual({ status: 'cancelled', ordersRefunded: 1, ordersLeft: 0 });
    expect((await docs.get<EventRecord>(paths.event('e1'))).data).toMatchObject({
      cancellationRefundsPending: false,
    });
    expect(await cancel()).toEqual({ status: 'cancelled', ordersRefunded: 0, ordersLeft: 0 });
    for (const orderId of orders) {
      const order = await orderOf(orderId);
      expect(order.status).toBe('refunded');
      for (const ticket of await ticketsOf(order)) expect(ticket.voidReason).toBe('cancelled');
    }
    expect(await paystack.refundsAt(orders[0]!)).toHaveLength(1);
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(sent[0]!.subject).toBe('Gig was cancelled');
    expect(sent[0]!.text).toContain('The venue flooded');
    expect(sent[0]!.html).toContain('Their reason: The venue flooded');
    await allocate();
    expect(await taken()).toBe(0);
    // Nothing is sold any more: the allocator refuses the event.
    await docs.set(paths.purchaseRequest('late'), {
      eventId: 'e1',
      uid: 'late',
      email: 'late@example.com',
      items: [{ typeId: 'gen', quantity: 1 }],
      createdAt: new Date(now).toISOString(),
      status: 'pending',
    });
    await allocate();
    expect((await docs.get(paths.purchaseRequest('late'))).data).toMatchObject({
      status: 'refused',
      refusal: { code: 'event_cancelled' },
    });
  }, 60_000);

  it('the sweep finishes a cancellation whose caller stopped after the first batch', async () => {
    const orders = [
      await paidOrder(30000, 'a@example.com'),
      await paidOrder(30000, 'b@example.com'),
    ];
    // The organiser's page closed after one batch (or the process died after marking it).
    expect(
      await cancelEvent({
        services: services(),
        eventId: 'e1',
        viewer: { uid: 'organiser', isAdmin: false },
        reason: 'The venue flooded',
        options: { batchSize: 1, concurrency: 1 },
      }),
    ).toEqual({ status: 'cancelling', ordersRefunded: 1, ordersLeft: 1 });
    expect(await resumeStalledRefunds(services())).toEqual({
      resumed: 0,
      cancellationsResumed: 1,
      failures: [],
    });
    for (const orderId of orders) {
      const order = await orderOf(orderId);
      expect(order.status).toBe('refunded');
      expect(order.refund?.reason).toBe('The venue flooded');
    }
    expect(sent.map((mail) => mail.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    // Done: the next sweep finds nothing to take up.
    expect(await resumeStalledRefunds(services())).toEqual({
      resumed: 0,
      cancellationsResumed: 0,
      failures: [],
    });
  }, 60_000);
});
