/**
 * A property-based test of the money (fast-check): random sequences of sales (both fee modes),
 * refunds, cancellations, payouts with every transfer outcome, and duplicated payment and
 * transfer webhooks, through the real use cases and the production Paystack adapters against
 * the fake. After every step, per event: the ledger sums to charges - gateway fees - platform
 * fees - refunds - transfers, to the cent, as the gateway and the orders tell it from outside;
 * the running totals equal the entries; each sale and refund is posted exactly once; and each
 * settled payout matches its transfer at the gateway.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeeMode } from '../../domain/fees';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { usePaystackContract } from '../../test-support/paystack-contract-harness';
import { storePayoutAccount } from '../../test-support/payout-account-fixture';
import { accountFor, everyPath, step } from '../../test-support/ledger-steps';
import {
  ledgerEntriesOf,
  ordersOfEvent,
  payOrderAtFakePaystack,
  requestTickets,
  moneyServices,
} from '../../test-support/money-fixtures';
import { allocatePurchases } from '../allocator/allocate-purchases';
import type { OrderRecord } from '../checkout/checkout-records';
import { confirmPayment } from '../payments/confirm-payment';
import { cancelEvent } from '../events/cancel-event';
import { approvePayout } from '../payouts/approve-payout';
import type { PayoutRecord } from '../payouts/payout-records';
import { onTransferWebhook } from '../payouts/resume-payouts';
import { refundPaidOrder } from '../refunds/refund-paid-order';
import { readEventMoney } from './read-event-money';

const paystack = usePaystackContract({ transferSettleMs: 1 });
const events = ['absorbed', 'passed'] as const;
const feeModeOf: Record<(typeof events)[number], FeeMode> = {
  absorbed: 'absorbed',
  passed: 'passed_on',
};
describe.each(docStoreHarnesses('demo-ledger-invariants'))(
  'money invariants on $name',
  ({ name, open }) => {
    let docs: DocStore;
    const { mailer } = dedupingMailer();
    const services = () =>
      moneyServices({
        docs,
        clock: { now: () => new Date() },
        payments: paystack.payments(),
        payouts: paystack.payouts(),
        mailer,
      });

    beforeEach(async () => {
      docs = await open();
    });

    async function setUp(run: string) {
      const ended = new Date(Date.now() - 10 * 86_400_000).toISOString();
      for (const event of events) {
        const eventId = `${event}-${run}`;
        await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 1000 } });
        await docs.update(paths.event(eventId), { feeMode: feeModeOf[event], endsAt: ended });
      }
    }

    async function sell(eventId: string, quantity: number, duplicateConfirm: boolean) {
      const orderId = await requestTickets(docs, () => allocatePurchases(services()), {
        eventId,
        quantity,
        createdAt: new Date().toISOString(),
      });
      if (!orderId) return; // Refused: the event was cancelled.
      await payOrderAtFakePaystack(docs, paystack.payments(), orderId);
      const confirmations = duplicateConfirm ? 2 : 1;
      await Promise.all(
        Array.from({ length: confirmations }, () => confirmPayment(services(), orderId)),
      );
    }

    async function payout(
      eventId: string,
      outcome: keyof typeof accountFor,
      duplicateWebhook: boolean,
    ) {
      await storePayoutAccount(
        { docs, payouts: paystack.payouts() },
        'organiser',
        accountFor[outcome],
      );
      const approved = await approvePayout({
        services: services(),
        eventId,
        currency: 'ZAR',
        adminUid: 'admin',
      }).catch((error: unknown) => {
        // Not payable (nothing owed, or a payout in flight): a refusal, never a half-done payout.
        expect(error).toMatchObject({ code: 'conflict' });
        return undefined;
      });
      if (!approved) return;
      await paystack.fake.webhooksDelivered();
      const deliveries = duplicateWebhook ? 2 : 1;
      await Promise.all(
        Array.from({ length: deliveries }, () => onTransferWebhook(services(), approved.id)),
      );
    }

    async function expectInvariants(eventId: string) {
      const entries = await ledgerEntriesOf(docs, eventId);
      const orders = await ordersOfEvent(docs, eventId);
      const payouts = (
        await docs.query<PayoutRecord>({
          collection: 'payouts',
          where: [{ field: 'eventId', op: '==', value: eventId }],
        })
      ).map((doc) => ({ id: doc.id, ...doc.data }));
      let charges = 0;
      let gatewayFees = 0;
      let platformFees = 0;
      let refunds = 0;
      const sold = orders.filter((order) => order.paidAt && order.amount > 0);
      for (const order of sold) {
        const verified = await paystack.payments().verify(order.id);
        charges += verified.amount;
        gatewayFees += verified.fees ?? 0;
        if (order.status === 'refunded') refunds += order.amount;
        else platformFees += (order.charge?.platformFee ?? 0) + (order.charge?.vat ?? 0);
      }
      let transfers = 0;
      for (const payout of payouts) {
        if (payout.status === 'failed' || payout.status === 'reversed') {
          const transfer = await paystack.payouts().verifyTransfer(payout.id);
          expect(transfer.status).toBe(payout.status);
          continue;
        }
        transfers += payout.amount;
        if (payout.status === 'paid') {
          expect(await paystack.payouts().verifyTransfer(payout.id)).toMatchObject({
            status: 'success',
            amount: payout.amount,
          });
        }
      }
      const balance = entries.reduce((sum, entry) => sum + entry.amount, 0);
      expect(balance).toBe(charges - gatewayFees - platformFees - refunds - transfers);
      const [money] = await readEventMoney(docs, eventId);
      expect(money?.totals.balance ?? 0).toBe(balance);
      expect(money?.totals.entries ?? 0).toBe(entries.length);
      const count = (kind: string) => entries.filter((entry) => entry.kind === kind).length;
      expect(count('sale')).toBe(sold.length);
      expect(count('refund')).toBe(sold.filter((order) => order.status === 'refunded').length);
      expect(count('payout')).toBe(payouts.length);
      expect(count('payout_reversed')).toBe(
        payouts.filter((p) => p.status === 'failed' || p.status === 'reversed').length,
      );
    }

    it('keeps the ledger adding up whatever happens, in any order', async () => {
      let runs = 0;
      const seen = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
          const run = String(runs++);
          await setUp(run);
          const eventId = (index: number) => `${events[index]}-${run}`;
          for (const next of steps) {
            if (next.kind === 'sell') {
              await sell(eventId(next.event), next.quantity, next.duplicateConfirm);
            }
            if (next.kind === 'refund') await refundOne(eventId(next.event), next.pick);
            if (next.kind === 'cancel') {
              await cancelEvent({
                services: services(),
                eventId: eventId(next.event),
                viewer: { uid: 'organiser', isAdmin: false },
                reason: 'Rained out',
              });
            }
            if (next.kind === 'payout') {
              await payout(eventId(next.event), next.outcome, next.duplicateWebhook);
            }
            for (const index of [0, 1]) await expectInvariants(eventId(index));
          }
          for (const { data } of await docs.query<OrderRecord>({ collection: 'orders' })) {
            if (data.eventId.endsWith(`-${run}`)) count(seen, `order ${data.status}`);
          }
          for (const { data } of await docs.query<PayoutRecord>({ collection: 'payouts' })) {
            if (data.eventId.endsWith(`-${run}`)) count(seen, `payout ${data.status}`);
          }
        }),
        // Each run buys and pays over HTTP: on SQLite enough runs to mix every step within
        // seconds; the Firestore emulator takes some 9 s a run, so there the path through every
        // step and one random run.
        { numRuns: name === 'sqlite' ? 12 : 2, examples: [[everyPath]] },
      );
      // The property held over sales, refunds and payouts of every outcome, not over nothing.
      for (const what of [
        'order paid',
        'order refunded',
        'payout paid',
        'payout failed',
        'payout reversed',
      ]) {
        expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
      }
    }, 120_000);

    async function refundOne(eventId: string, pick: number) {
      const paid = (
        await docs.query<OrderRecord>({
          collection: 'orders',
          where: [{ field: 'status', op: '==', value: 'paid' }],
        })
      ).filter((order) => order.data.eventId === eventId);
      // Oldest first, so that a step picks the same order on either store.
      paid.sort(
        (a, b) => a.data.createdAt.localeCompare(b.data.createdAt) || a.id.localeCompare(b.id),
      );
      const chosen = paid[pick % Math.max(paid.length, 1)];
      if (!chosen) return;
      await refundPaidOrder(services(), chosen.id, {
        voidReason: 'refunded',
        reason: 'Asked for it',
        by: 'organiser',
      });
    }
  },
);

const count = (seen: Map<string, number>, what: string) =>
  seen.set(what, (seen.get(what) ?? 0) + 1);
