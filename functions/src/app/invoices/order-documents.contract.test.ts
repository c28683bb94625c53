/**
 * The buyer's documents on both DocStores (issue 42): each paid order of an organisation's
 * event takes the next number of its receipts in the transaction that fulfils it (50 at once
 * get 1..50, each once), with the seller as it was then; a refund takes the next credit note's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
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
import { orderTicketFacts } from '../tickets/order-ticket-facts';
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
  const orderOf = async (orderId: string) =>
    (await docs.get<OrderRecord>(paths.order(orderId))).data!;
  const fulfil = (orderId: string, amount = 30000) =>
    fulfilOrder(services(), orderId, { reference: orderId, amount, currency: 'ZAR', fees: 450 });
  /** The first buyer passed the service fee on; the first two paid at the fake Paystack. */
  const passedOn = { charge: { feeMode: 'passed_on' as const, platformFee: 1000, vat: 150 } };
  let orderIds: string[] = [];
  let outcomes: Array<{ outcome: string }> = [];

  // One rush for every test below, as the store is slow to clear and 50 payments to make.
  beforeAll(async () => {
    docs = await open();
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 100 } });
    await docs.update(paths.event('e1'), { orgId: 'org-1' });
    await docs.set(paths.organisation('org-1'), rooftop);
    // References of their own: one fake Paystack serves both stores' runs.
    const prefix = docs.newId();
    orderIds = Array.from({ length: 50 }, (_, index) => `${prefix}-${index}`);
    await Promise.all([
      ...orderIds.map((orderId, index) =>
        docs.set(
          paths.order(orderId),
          heldOrder(clock.now(), index === 0 ? { ...passedOn, amount: 31150 } : {}),
        ),
      ),
      docs.set(paths.order('free'), heldOrder(clock.now(), { amount: 0 })),
    ]);
    for (const orderId of orderIds.slice(0, 2)) {
      await payOrderAtFakePaystack(docs, paystack.payments, orderId);
    }
    outcomes = await Promise.all(
      orderIds.map((orderId, index) => fulfil(orderId, index === 0 ? 31150 : 30000)),
    );
    await fulfilOrder(services(), 'free');
  }, 120_000);

  it('numbers 50 orders paid at once 1..50, each once, with the seller as it was', async () => {
    expect(outcomes.every(({ outcome }) => outcome === 'fulfilled')).toBe(true);
    const orders = await Promise.all(orderIds.map(orderOf));
    const numbers = orders.map((order) => order.invoice?.number).sort((a, b) => a! - b!);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(orders[1]!.invoice).toEqual({
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
    // The service fee the first buyer paid is the platform's, with its details.
    expect(orders[0]!.invoice?.platform).toEqual(defaultPlatformIssuer);
    expect(new Set(orders.map((order) => order.invoice?.key)).size).toBe(50);
    expect((await orderOf('free')).invoice).toBeUndefined();
  });

  it('numbers an order once however often it is fulfilled; new details reach later sales', async () => {
    const first = await orderOf(orderIds[1]!);
    await docs.update(paths.organisation('org-1'), {
      legal: { ...rooftop.legal, vatNumber: 'X1234' },
    });
    expect(await fulfil(orderIds[1]!)).toMatchObject({ outcome: 'already_fulfilled' });
    expect((await orderOf(orderIds[1]!)).invoice).toEqual(first.invoice);
    await docs.set(paths.order('later'), heldOrder(clock.now()));
    await fulfil('later');
    expect((await orderOf('later')).invoice).toMatchObject({
      number: 51,
      seller: { vatNumber: 'X1234' },
    });
  });

  it('links the receipt from the tickets email, with the key that opens it without an account', async () => {
    const order = await docs.get<OrderRecord>(paths.order(orderIds[0]!));
    // What the email is drawn from (ticket-email.test.ts draws it).
    const facts = await orderTicketFacts(services(), { ...order, data: order.data! });
    expect(facts.receipt).toEqual({
      title: 'Tax invoice',
      number: `INV-${String(order.data!.invoice!.number).padStart(6, '0')}`,
      url: `https://tickets.example.com/api/orders/${orderIds[0]}/invoice.pdf?key=${order.data!.invoice!.key}`,
    });
  });

  it('gives each refunded order with a receipt the next credit note, and a free one none', async () => {
    const cause = { voidReason: 'refunded' as const, reason: 'Refunded', by: 'organiser' };
    const [one, two] = orderIds as [string, string];
    await Promise.all(
      [two, one, 'free'].map((orderId) => refundPaidOrder(services(), orderId, cause)),
    );
    const refunded = await Promise.all([one, two].map(orderOf));
    expect(refunded.map((order) => order.creditNote?.number).sort()).toEqual([1, 2]);
    expect(refunded[0]!.creditNote?.issuedAt).toBe('2026-12-01T10:00:00.000Z');
    expect((await orderOf(orderIds[2]!)).creditNote).toBeUndefined();
    expect((await orderOf('free')).creditNote).toBeUndefined();
    // The refund's email and the buyer's ticket link the credit note, the receipt beside it.
    const { invoice, creditNote, ticketCodes } = refunded[0]!;
    const path = (kind: string) => `/api/orders/${one}/${kind}.pdf?key=${invoice!.key}`;
    const numbered = (prefix: string, number: number) =>
      `${prefix}-${String(number).padStart(6, '0')}`;
    const email = sent.find((message) => message.text.includes(path('credit-note')));
    expect(email?.text).toContain(
      `Credit note ${numbered('CN', creditNote!.number)}: https://tickets.example.com${path('credit-note')}`,
    );
    const ticket = await getTicket({ services: services(), code: ticketCodes![0]! });
    expect(ticket.documents).toEqual({
      invoice: {
        title: 'Tax invoice',
        number: numbered('INV', invoice!.number),
        url: path('invoice'),
      },
      creditNote: {
        title: 'Credit note',
        number: numbered('CN', creditNote!.number),
        url: path('credit-note'),
      },
    });
    // Asked again, the refund is done: no second number.
    await refundPaidOrder(services(), one, cause);
    expect((await orderOf(one)).creditNote).toEqual(creditNote);
  });
});
