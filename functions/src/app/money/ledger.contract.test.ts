/**
 * The ledger on both DocStores, through the real checkout and refunds with the fake Paystack
 * over HTTP: after every step, per event and currency, the ledger adds up to the cent to
 * charges - gateway fees - platform fees - refunds - transfers, and the running totals to
 * the sum of the entries.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeeMode } from '../../domain/fees';
import { ledgerEntryKinds } from '../../domain/ledger';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { useFakePaystackGateway } from '../../test-support/fake-paystack-gateway';
import {
  ledgerEntriesOf,
  moneyServices,
  ordersOfEvent,
  payOrderAtFakePaystack,
  requestTickets,
} from '../../test-support/money-fixtures';
import { allocatePurchases } from '../allocator/allocate-purchases';
import type { OrderRecord } from '../checkout/checkout-records';
import { confirmPayment } from '../payments/confirm-payment';
import { cancelEvent } from '../events/cancel-event';
import { refundPaidOrder } from '../refunds/refund-paid-order';
import { readEventMoney } from './read-event-money';

const paystack = useFakePaystackGateway('sk_test_ledger');

describe.each(docStoreHarnesses('demo-ledger'))('the ledger on $name', ({ open }) => {
  let docs: DocStore;
  const clock = { now: () => new Date() };
  const { mailer } = dedupingMailer();
  const services = () => moneyServices({ docs, clock, payments: paystack.payments, mailer });

  async function storeEvent(eventId: string, feeMode: FeeMode) {
    await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 20 } });
    await docs.update(paths.event(eventId), { feeMode });
  }

  beforeEach(async () => {
    docs = await open();
  });

  /** A buyer's order of `quantity` R150 tickets, held by the allocator and paid at the fake. */
  async function buy(eventId: string, quantity: number): Promise<string> {
    const orderId = await requestTickets(docs, () => allocatePurchases(services()), {
      eventId,
      quantity,
      createdAt: clock.now().toISOString(),
    });
    if (!orderId) throw new Error(`The allocator did not grant ${eventId}'s request`);
    await payOrderAtFakePaystack(docs, paystack.payments, orderId);
    return orderId;
  }

  /** Two tickets of a new event `eventId` with the fee `feeMode`, bought and paid. */
  async function buyTwoOfNewEvent(eventId: string, feeMode: FeeMode): Promise<string> {
    await storeEvent(eventId, feeMode);
    return buy(eventId, 2);
  }

  const orderOf = async (orderId: string) =>
    (await docs.get<OrderRecord>(paths.order(orderId))).data!;

  /**
   * The invariants, from the outside: what the gateway says it charged (and its fees), what
   * the orders say was refunded and what the platform keeps of the orders still sold.
   */
  async function expectLedgerAddsUp(eventId: string) {
    const entries = await ledgerEntriesOf(docs, eventId);
    const orders = await ordersOfEvent(docs, eventId);
    let charges = 0;
    let gatewayFees = 0;
    let platformFees = 0;
    let refunds = 0;
    for (const order of orders.filter((o) => o.amount > 0 && o.paidAt)) {
      const verified = await paystack.payments.verify(order.id);
      charges += verified.amount;
      gatewayFees += verified.fees ?? 0;
      if (order.status === 'refunded') refunds += order.amount;
      else platformFees += (order.charge?.platformFee ?? 0) + (order.charge?.vat ?? 0);
    }
    const transfers = 0;
    const balance = entries.reduce((sum, entry) => sum + entry.amount, 0);
    expect(balance).toBe(charges - gatewayFees - platformFees - refunds - transfers);

    const [money] = await readEventMoney(docs, eventId);
    expect(money?.totals.balance ?? 0).toBe(balance);
    expect(money?.totals.entries ?? 0).toBe(entries.length);
    for (const kind of ledgerEntryKinds) {
      const ofKind = entries.filter((entry) => entry.kind === kind);
      expect(money?.totals.byKind[kind] ?? 0).toBe(ofKind.reduce((sum, e) => sum + e.amount, 0));
    }
    return { entries, balance, gatewayFees };
  }

  it('posts a sale with the fee passed on: the buyer pays it, the organiser is owed the price', async () => {
    const orderId = await buyTwoOfNewEvent('passed', 'passed_on');
    // R150 + 5 % + R2.50 = R160, + 15 % VAT on the fee's R10 = R161.50 a ticket.
    expect(await orderOf(orderId)).toMatchObject({
      amount: 32_300,
      charge: { feeMode: 'passed_on', platformFee: 2_000, vat: 300 },
    });
    expect(await confirmPayment(services(), orderId)).toMatchObject({ status: 'paid' });
    const { entries, balance, gatewayFees } = await expectLedgerAddsUp('passed');
    expect(entries.map(({ kind, amount }) => ({ kind, amount }))).toEqual(
      expect.arrayContaining([
        { kind: 'sale', amount: 32_300 },
        { kind: 'platform_fee', amount: -2_000 },
        { kind: 'platform_fee_vat', amount: -300 },
      ]),
    );
    // The fake charges Paystack's South African card fee: 2.9 % + R1, with VAT.
    expect(gatewayFees).toBe(Math.round((32_300 * 0.029 + 100) * 1.15));
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: 'gateway_fee', amount: -gatewayFees }),
    );
    expect(balance).toBe(30_000 - gatewayFees);
    const [money] = await readEventMoney(docs, 'passed');
    expect(money).toMatchObject({
      currency: 'ZAR',
      summary: { gross: 32_300, platformFees: 2_000, vat: 300, refunds: 0, paidOut: 0 },
    });
  });

  it('posts a sale with the fee absorbed: the buyer pays the price, the fee comes out of it', async () => {
    const orderId = await buyTwoOfNewEvent('absorbed', 'absorbed');
    expect(await orderOf(orderId)).toMatchObject({
      amount: 30_000,
      charge: { feeMode: 'absorbed', platformFee: 2_000, vat: 300 },
    });
    await confirmPayment(services(), orderId);
    const { balance, gatewayFees } = await expectLedgerAddsUp('absorbed');
    expect(balance).toBe(30_000 - 2_300 - gatewayFees);
  });

  it('posts a sale once, however often and at once its payment is confirmed', async () => {
    await storeEvent('e1', 'passed_on');
    const orderId = await buy('e1', 1);
    await Promise.all([1, 2, 3].map(() => confirmPayment(services(), orderId)));
    await confirmPayment(services(), orderId);
    const { entries } = await expectLedgerAddsUp('e1');
    expect(entries.filter((entry) => entry.kind === 'sale')).toHaveLength(1);
    expect(entries.every((entry) => entry.reference === orderId)).toBe(true);
  });

  it('takes a refund back from the balance and returns the platform fee; the gateway keeps its own', async () => {
    await storeEvent('e1', 'passed_on');
    const kept = await buy('e1', 1);
    const refunded = await buy('e1', 2);
    await confirmPayment(services(), kept);
    await confirmPayment(services(), refunded);
    await expectLedgerAddsUp('e1');
    const cause = { voidReason: 'refunded' as const, reason: 'Cannot come', by: 'organiser' };
    await Promise.all([
      refundPaidOrder(services(), refunded, cause),
      refundPaidOrder(services(), refunded, cause),
    ]);
    const { entries, balance, gatewayFees } = await expectLedgerAddsUp('e1');
    expect(entries.filter((entry) => entry.reference === refunded)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'refund', amount: -32_300 }),
        expect.objectContaining({ kind: 'platform_fee_returned', amount: 2_000 }),
        expect.objectContaining({ kind: 'platform_fee_vat_returned', amount: 300 }),
      ]),
    );
    expect(entries.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
    // Left: the kept ticket's price, less the gateway's fees on both charges.
    expect(balance).toBe(15_000 - gatewayFees);
  });

  it('leaves a cancelled event owing only the gateway fees of its refunded sales', async () => {
    await storeEvent('e1', 'absorbed');
    const orders = [await buy('e1', 1), await buy('e1', 3)];
    for (const orderId of orders) await confirmPayment(services(), orderId);
    await cancelEvent({
      services: services(),
      eventId: 'e1',
      viewer: { uid: 'organiser', isAdmin: false },
      reason: 'The venue flooded',
    });
    const { balance, gatewayFees } = await expectLedgerAddsUp('e1');
    expect(balance).toBe(0 - gatewayFees);
    const [money] = await readEventMoney(docs, 'e1');
    expect(money?.summary).toMatchObject({
      gross: 60_000,
      platformFees: 0,
      vat: 0,
      refunds: 60_000,
    });
  });
});
