/**
 * The buyer's documents on both DocStores (issue 42): each paid order of an organisation's
 * event takes the next number of its receipts in the transaction that fulfils it (50 at once
 * get 1..50, each once), with the seller as it was then; a refund takes the next credit note's.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { heldOrder, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { useFakePaystackGateway } from '../../test-support/fake-paystack-gateway';
import { payOrderAtFakePaystack } from '../../test-support/money-fixtures';
import { TestClock } from '../../test-support/test-clock';
import type { OrderRecord } from '../checkout/checkout-records';
import type { OrganisationRecord } from '../organisations/organisation-records';
import { fulfilOrder } from '../payments/fulfil-order';
import { refundPaidOrder } from '../refunds/refund-paid-order';
import { getTicket } from '../tickets/get-ticket';
import { defaultPlatformIssuer } from './platform-issuer';

const harnesses = docStoreHarnesses('demo-order-documents');
const paystack = useFakePaystackGateway('sk_test_order_documents');

const rooftop: OrganisationRecord = {
  name: 'Rooftop',
  slug: 'rooftop',
  legal: {
    legalName: 'Rooftop Collective (Pty) Ltd',
    address: '12 Long Street\nCape Town',
    vatNumber: '4123456789',
    pricesIncludeVat: true,
    vatRateBasisPoints: 1500,
  },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe.each(harnesses)('order documents on $name', ({ open }) => {
  let docs: DocStore;
  const clock = new TestClock(Date.parse('2026-12-01T10:00:00.000Z'));
  const { mailer, sent } = dedupingMailer();
  const services = () => ({
    docs,
    clock,
    mailer,
    payments: paystack.payments,
    publicBaseUrl: 'https://tickets.example.com',
  });
  beforeEach(async () => {
    docs = await open();
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 100 } });
    await docs.update(paths.event('e1'), { orgId: 'org-1' });
    await docs.set(paths.organisation('org-1'), rooftop);
  });

  const storeHeldOrders = (count: number, overrides: Partial<OrderRecord> = {}, prefix = 'order') =>
    Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const orderId = `${prefix}-${String(index).padStart(2, '0')}`;
        await docs.set(paths.order(orderId), heldOrder(clock.now(), overrides));
        return orderId;
      }),
    );
  const paymentOf = (orderId: string) => ({
    reference: orderId,
    amount: 30000,
    currency: 'ZAR',
    fees: 450,
  });
  const orderOf = async (orderId: string) =>
    (await docs.get<OrderRecord>(paths.order(orderId))).data!;

  it('numbers 50 orders paid at once 1..50, each once, with the seller as it was', async () => {
    const orderIds = await storeHeldOrders(50);
    const started = Date.now();
    const outcomes = await Promise.all(
      orderIds.map((orderId) => fulfilOrder(services(), orderId, paymentOf(orderId))),
    );
    console.info(`50 fulfilments at once: ${Date.now() - started} ms`);
    expect(outcomes.every(({ outcome }) => outcome === 'fulfilled')).toBe(true);
    const orders = await Promise.all(orderIds.map(orderOf));
    const numbers = orders.map((order) => order.invoice?.number).sort((a, b) => a! - b!);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(orders[0]!.invoice).toEqual({
      number: expect.any(Number),
      issuedAt: '2026-12-01T10:00:00.000Z',
      key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      seller: {
        legalName: 'Rooftop Collective (Pty) Ltd',
        address: '12 Long Street\nCape Town',
        vatNumber: '4123456789',
        vatRateBasisPoints: 1500,
      },
      eventName: 'Gig',
    });
    expect(new Set(orders.map((order) => order.invoice?.key)).size).toBe(50);
  }, 120_000);

  it('numbers once however often an order is fulfilled; free orders and fees', async () => {
    const [paid] = await storeHeldOrders(1, {
      charge: { feeMode: 'passed_on', platformFee: 1000, vat: 150 },
      amount: 31150,
    });
    await docs.set(paths.order('free'), heldOrder(clock.now(), { amount: 0 }));
    const payment = { ...paymentOf(paid!), amount: 31150 };
    await fulfilOrder(services(), paid!, payment);
    await docs.update(paths.organisation('org-1'), {
      legal: { ...rooftop.legal, vatNumber: 'X1234' },
    });
    expect(await fulfilOrder(services(), paid!, payment)).toMatchObject({
      outcome: 'already_fulfilled',
    });
    await fulfilOrder(services(), 'free');
    const order = await orderOf(paid!);
    expect(order.invoice).toMatchObject({
      number: 1,
      seller: { vatNumber: '4123456789' },
      platform: defaultPlatformIssuer,
    });
    expect((await orderOf('free')).invoice).toBeUndefined();
    const [next] = await storeHeldOrders(1, {}, 'next');
    await fulfilOrder(services(), next!, paymentOf(next!));
    expect((await orderOf(next!)).invoice).toMatchObject({
      number: 2,
      seller: { vatNumber: 'X1234' },
    });
  });

  it('gives each refunded order with a receipt the next credit note, and a free one none', async () => {
    const orderIds = await storeHeldOrders(3, {}, 'refund');
    for (const orderId of orderIds) {
      await payOrderAtFakePaystack(docs, paystack.payments, orderId);
      await fulfilOrder(services(), orderId, paymentOf(orderId));
    }
    await docs.set(paths.order('free'), heldOrder(clock.now(), { amount: 0 }));
    await fulfilOrder(services(), 'free');
    const cause = { voidReason: 'refunded' as const, reason: 'Refunded', by: 'organiser' };
    await Promise.all(
      [orderIds[2]!, orderIds[0]!, 'free'].map((orderId) =>
        refundPaidOrder(services(), orderId, cause),
      ),
    );
    const refunded = await Promise.all([orderIds[0]!, orderIds[2]!].map(orderOf));
    expect(refunded.map((order) => order.creditNote?.number).sort()).toEqual([1, 2]);
    expect(refunded[0]!.creditNote?.issuedAt).toBe('2026-12-01T10:00:00.000Z');
    expect((await orderOf(orderIds[1]!)).creditNote).toBeUndefined();
    expect((await orderOf('free')).creditNote).toBeUndefined();
    // The refund's email and the buyer's ticket link the credit note, the receipt beside it.
    const link = `https://tickets.example.com/api/orders/${orderIds[0]}/credit-note.pdf?key=${refunded[0]!.invoice!.key}`;
    const email = sent.find(
      (message) => message.to === 'buyer@example.com' && message.text.includes(link),
    );
    expect(email?.text).toContain(
      `Credit note CN-00000${refunded[0]!.creditNote!.number}: ${link}`,
    );
    const ticket = await getTicket({ services: services(), code: refunded[0]!.ticketCodes![0]! });
    expect(ticket.documents).toEqual({
      invoice: {
        title: 'Tax invoice',
        number: `INV-00000${refunded[0]!.invoice!.number}`,
        url: expect.stringMatching(/^\/api\/orders\/refund-00\/invoice\.pdf\?key=/),
      },
      creditNote: {
        title: 'Credit note',
        number: `CN-00000${refunded[0]!.creditNote!.number}`,
        url: link.replace('https://tickets.example.com', ''),
      },
    });
    // Asked again, the refund is done: no second number.
    await refundPaidOrder(services(), orderIds[0]!, cause);
    expect((await orderOf(orderIds[0]!)).creditNote).toEqual(refunded[0]!.creditNote);
  });
});
