/**
 * The invariant check (domain/invariants.ts) over a real store, on both DocStores, with the
 * fake Paystack over HTTP: after sales, a hold, a refund and a late payment sent back, every
 * invariant holds and each was checked over something; a ticket a refund left valid is found.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../domain/invariants';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent, testAllocatorTerms } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { useFakePaystackGateway } from '../../test-support/fake-paystack-gateway';
import {
  moneyServices,
  payOrderAtFakePaystack,
  requestTickets,
} from '../../test-support/money-fixtures';
import { allocatePurchases } from '../allocator/allocate-purchases';
import type { OrderRecord } from '../checkout/checkout-records';
import { confirmPayment } from '../payments/confirm-payment';
import { refundPaidOrder } from '../refunds/refund-paid-order';
import { readInvariantFacts } from './read-invariant-facts';

const paystack = useFakePaystackGateway('sk_test_invariants');
const harnesses = docStoreHarnesses('demo-invariants');

describe.each(harnesses)('the invariant check on $name', ({ open }) => {
  let docs: DocStore;
  let now = Date.now();
  const clock = { now: () => new Date(now) };
  const { mailer } = dedupingMailer();
  const services = () => moneyServices({ docs, clock, payments: paystack.payments, mailer });
  const allocate = () => allocatePurchases({ docs, clock, ...testAllocatorTerms });
  const request = (quantity: number) =>
    requestTickets(docs, allocate, {
      eventId: 'e1',
      quantity,
      createdAt: new Date(now).toISOString(),
    });
  const pay = async (orderId: string) => {
    await payOrderAtFakePaystack(docs, paystack.payments, orderId);
    return confirmPayment(services(), orderId);
  };
  const check = async () =>
    checkInvariants(await readInvariantFacts({ docs, payments: paystack.payments, mailer }));

  beforeEach(async () => {
    docs = await open();
    now = Date.now();
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 6 } });
  });

  it('holds after sales, a hold, a refund and a late payment sent back', async () => {
    const sold = (await request(2))!;
    expect(await pay(sold)).toMatchObject({ status: 'paid' });
    const refunded = (await request(1))!;
    await pay(refunded);
    expect(
      await refundPaidOrder(services(), refunded, {
        voidReason: 'refunded',
        reason: 'Refunded',
        by: 'organiser',
      }),
    ).toMatchObject({ state: 'refunded' });
    const lapsed = (await request(2))!;
    const held = (await request(1))!;
    // The hold lapses before its buyer pays; by then the event sold out, so it is sent back.
    now += 60 * 60_000;
    await allocate();
    const rest = await request(4);
    expect(rest).toBeDefined();
    // Paid late: confirming asks the allocator to hold it again, which refuses (sold out).
    await payOrderAtFakePaystack(docs, paystack.payments, lapsed);
    let confirmed = false;
    const confirming = confirmPayment(services(), lapsed).finally(() => (confirmed = true));
    while (!confirmed) {
      await allocate();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await confirming).toMatchObject({ status: 'refunded' });
    const lapsedOrder = (await docs.get<OrderRecord>(paths.order(lapsed))).data!;
    expect(lapsedOrder.status).not.toBe('paid');
    expect(lapsedOrder.status).not.toBe('held');
    expect((await docs.get<OrderRecord>(paths.order(held))).data?.status).toBe('expired');

    const results = await check();
    expect(results.filter((result) => result.violations.length > 0)).toEqual([]);
    const checked = Object.fromEntries(results.map((result) => [result.name, result.checked]));
    expect(checked).toMatchObject({
      'tickets sold per type within its capacity': 1,
      "every valid ticket's order is paid": 2,
      "every refunded order's tickets are void": 1,
      'every paid order has all its tickets': 1,
      'every successful charge has its tickets or its refund, not both and not neither': 3,
      'the tickets email sent for every paid order': 1,
    });
  }, 60_000);

  it('finds a ticket a refund left valid', async () => {
    const orderId = (await request(1))!;
    await pay(orderId);
    await refundPaidOrder(services(), orderId, {
      voidReason: 'refunded',
      reason: 'Refunded',
      by: 'organiser',
    });
    await allocate();
    const [code] = (await docs.get<OrderRecord>(paths.order(orderId))).data!.ticketCodes!;
    await docs.update(paths.ticket(code!), { status: 'valid' });
    const violations = (await check()).flatMap((result) => result.violations);
    expect(violations).toContain(`order ${orderId}: ticket ${code} still valid`);
    expect(violations).toContain(`ticket ${code}: order ${orderId} is refunded`);
  }, 60_000);
});
