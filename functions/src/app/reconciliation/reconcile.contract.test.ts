/**
 * Reconciliation on both DocStores, with the production Paystack adapters against the fake
 * over HTTP and a story made through the real use cases: sales with the fee absorbed and
 * passed on, a refund, a late payment refunded at once, a payout that succeeds and one that
 * fails. It reconciles with no difference; then a tampered ledger (an entry removed, an
 * amount changed) and a transfer made at the gateway with no payout are each reported by
 * reference. Each test has a month of its own, so the fake's records of one never fall in
 * another's period.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeeMode } from '../../domain/fees';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { heldOrder, storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import {
  payOrderAtFakePaystack,
  requestTickets,
  moneyServices,
  payOutAtFakePaystack,
} from '../../test-support/money-fixtures';
import { usePaystackContract } from '../../test-support/paystack-contract-harness';
import { storePayoutAccount } from '../../test-support/payout-account-fixture';
import { allocatePurchases } from '../allocator/allocate-purchases';
import type { OrderRecord } from '../checkout/checkout-records';
import { confirmPayment } from '../payments/confirm-payment';
import { ledgerEntryId } from '../money/post-to-ledger';
import { refundPaidOrder } from '../refunds/refund-paid-order';
import { reconcile } from './reconcile';

let now = new Date();
const paystack = usePaystackContract({ transferSettleMs: 5, now: () => now });
let months = 0;

describe.each(docStoreHarnesses('demo-reconciliation'))('reconciliation on $name', ({ open }) => {
  let docs: DocStore;
  let month = 0;
  const { mailer } = dedupingMailer();
  const clock = { now: () => now };
  const services = () =>
    moneyServices({
      docs,
      clock,
      payments: paystack.payments(),
      payouts: paystack.payouts(),
      mailer,
    });
  /** `day` of this test's month, at `time` UTC. */
  const dayOf = (day: number) => new Date(Date.UTC(2027, month, day)).toISOString().slice(0, 10);
  const at = (day: number, time = '10:00:00') => new Date(`${dayOf(day)}T${time}.000Z`);

  beforeEach(async () => {
    docs = await open();
    month = months++;
    now = at(1);
  });

  async function storeEvent(eventId: string, feeMode: FeeMode, capacity = 20) {
    await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity } });
    await docs.update(paths.event(eventId), { feeMode, endsAt: at(2).toISOString() });
  }

  /** A buyer's order of `quantity` R150 tickets, held by the allocator, paid and confirmed. */
  async function buy(eventId: string, quantity: number): Promise<string> {
    const orderId = await requestTickets(docs, () => allocatePurchases(services()), {
      eventId,
      quantity,
      createdAt: now.toISOString(),
    });
    if (!orderId) throw new Error(`The allocator did not grant ${eventId}'s request`);
    await payOrderAtFakePaystack(docs, paystack.payments(), orderId);
    expect(await confirmPayment(services(), orderId)).toMatchObject({ status: 'paid' });
    return orderId;
  }

  /**
   * A payment that arrives after its hold went back to stock and the last ticket to someone
   * else: the allocator refuses to hold it again, so it is refunded at once.
   */
  async function latePayment(): Promise<string> {
    await storeEvent('late', 'absorbed', 1);
    await docs.set(paths.stock('late', 'gen'), { taken: 1 });
    const orderId = docs.newId();
    const order = heldOrder(now, {
      eventId: 'late',
      email: 'late@example.com',
      requestId: 'r-late',
      items: [{ typeId: 'gen', name: 'General', quantity: 1, unitPrice: 15_000 }],
      amount: 15_000,
      charge: { feeMode: 'absorbed', platformFee: 1_000, vat: 150 },
      status: 'expired',
      holdExpiresAt: now.toISOString(),
      expiredAt: now.toISOString(),
    });
    await docs.set(paths.order(orderId), order);
    await payOrderAtFakePaystack(docs, paystack.payments(), orderId);
    // What the allocator's trigger does on the stack: answer the request to hold it again,
    // one run at a time (on the Firestore emulator runs piled up every 20 ms never finished).
    let running: Promise<unknown> | undefined;
    const allocator = setInterval(() => {
      running ??= allocatePurchases(services())
        .catch(() => undefined)
        .finally(() => (running = undefined));
    }, 20);
    try {
      expect(await confirmPayment(services(), orderId)).toMatchObject({ status: 'refunded' });
    } finally {
      clearInterval(allocator);
      await running;
    }
    return orderId;
  }

  /** The organiser's ZAR account at the fake, changed long ago: its number decides transfers. */
  const useAccount = (accountNumber: string) =>
    storePayoutAccount({ docs, payouts: paystack.payouts() }, 'organiser', accountNumber);

  const payOut = (eventId: string) => payOutAtFakePaystack(services(), paystack.fake, eventId);

  /** Day 1: three sales in two fee modes; day 2: a refund, a late payment; day 6: payouts. */
  async function story() {
    await storeEvent('absorbed', 'absorbed');
    await storeEvent('passed', 'passed_on');
    const absorbed = await buy('absorbed', 2);
    const kept = await buy('passed', 1);
    const refunded = await buy('passed', 2);
    now = at(2);
    const cause = { voidReason: 'refunded' as const, reason: 'Cannot come', by: 'organiser' };
    await refundPaidOrder(services(), refunded, cause);
    now = at(2, '12:00:00');
    const late = await latePayment();
    now = at(6);
    await useAccount('1000000001');
    const paid = await payOut('absorbed');
    now = at(6, '11:00:00');
    await useAccount('1000000002');
    const failed = await payOut('passed');
    return { absorbed, kept, refunded, late, paid, failed };
  }

  const reconcileWeek = () => reconcile({ services: services(), from: dayOf(1), to: dayOf(7) });

  it('finds no difference in a consistent story, and explains the late payment', async () => {
    const { absorbed, kept, refunded, late, paid, failed } = await story();
    expect(paid).toMatchObject({ status: 'pending' });
    expect((await docs.get(paths.payout(failed.id))).data).toMatchObject({ status: 'failed' });
    const report = await reconcileWeek();
    expect(report.differences).toEqual([]);
    expect(report.explained).toEqual([
      expect.objectContaining({ reason: 'late_payment_refunded', reference: late, day: dayOf(2) }),
      expect.objectContaining({ reason: 'late_payment_refunded', reference: late, day: dayOf(2) }),
    ]);
    expect(report.period).toEqual({ from: dayOf(1), to: dayOf(7) });
    expect(report.days).toHaveLength(7);

    const orders = await Promise.all(
      [absorbed, kept, refunded].map(
        async (id) => (await docs.get<OrderRecord>(paths.order(id))).data!,
      ),
    );
    const charged = orders.reduce((sum, order) => sum + order.amount, 0);
    const fees = await Promise.all(
      [absorbed, kept, refunded].map(async (id) => (await paystack.payments().verify(id)).fees!),
    );
    const [first, second, , , , sixth] = report.days.map((day) => day.currencies);
    expect(first).toEqual([
      expect.objectContaining({
        currency: 'ZAR',
        charges: { ledger: charged, gateway: charged },
        gatewayFees: {
          ledger: fees.reduce((sum, fee) => sum + fee, 0),
          gateway: fees.reduce((sum, fee) => sum + fee, 0),
        },
      }),
    ]);
    // The late payment is the gateway's alone: charged and refunded, never a sale.
    expect(second).toEqual([
      expect.objectContaining({
        charges: { ledger: 0, gateway: 15_000 },
        refunds: { ledger: orders[2]!.amount, gateway: orders[2]!.amount + 15_000 },
      }),
    ]);
    expect(sixth).toEqual([
      expect.objectContaining({ transfers: { ledger: paid.amount, gateway: paid.amount } }),
    ]);
  });

  it('reports a ledger entry removed and an amount changed, by reference', async () => {
    const { absorbed, kept } = await story();
    await docs.delete(paths.ledgerEntry('absorbed', ledgerEntryId('sale', absorbed)));
    const keptSale = paths.ledgerEntry('passed', ledgerEntryId('sale', kept));
    const sale = (await docs.get<{ amount: number }>(keptSale)).data!;
    await docs.update(keptSale, { amount: sale.amount + 100 });
    const report = await reconcileWeek();
    expect(report.differences).toHaveLength(2);
    expect(report.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'charge_missing_in_ledger',
          reference: absorbed,
          eventId: 'absorbed',
          day: dayOf(1),
        }),
        expect.objectContaining({
          kind: 'amount_mismatch',
          reference: kept,
          ledger: sale.amount + 100,
          gateway: sale.amount,
        }),
      ]),
    );
  });

  it('reports a transfer made at the gateway with no payout', async () => {
    await story();
    now = at(7);
    const recipient = await paystack.payouts().createTransferRecipient({
      type: 'basa',
      name: 'Someone',
      accountNumber: '1000000001',
      bankCode: '632005',
      currency: 'ZAR',
    });
    const reference = `stray-transfer-${month}-0001`;
    await paystack.payouts().initiateTransfer({
      amount: 12_345,
      currency: 'ZAR',
      recipientCode: recipient.recipientCode,
      reference,
      reason: 'Not through the platform',
    });
    await paystack.fake.webhooksDelivered();
    const report = await reconcileWeek();
    expect(report.differences).toEqual([
      expect.objectContaining({
        kind: 'transfer_missing_in_ledger',
        reference,
        currency: 'ZAR',
        day: dayOf(7),
        gateway: 12_345,
      }),
    ]);
    expect(report.differences[0]?.detail).toContain('no payout has this reference');
  });
});
