/**
 * Checkout, payment and refund with a gateway that misbehaves (issue 26), on both DocStores,
 * through the production adapter and the fake Paystack's faults: 5xx answers and timeouts at
 * initialise, a charge that succeeded while our verify timed out or failed, a refund that
 * went through while its answer was lost; and clocks that disagree about when a hold ends.
 * Each ends with every invariant holding.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPaystackGateway } from '../../adapters/paystack-gateway';
import { checkInvariants } from '../../domain/invariants';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { PaymentGatewayError } from '../../ports/payment-gateway';
import {
  storeApprovedEvent,
  testAllocatorTerms,
  testPlatformFee,
} from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { moneyServices } from '../../test-support/money-fixtures';
import { usePaystackContract } from '../../test-support/paystack-contract-harness';
import type { FaultPlan } from '../../tools/fake-paystack/faults';
import { readInvariantFacts } from '../invariants/read-invariant-facts';
import { refundPaidOrder } from '../refunds/refund-paid-order';
import { allocatePurchases } from '../allocator/allocate-purchases';
import { beginTransaction } from '../checkout/begin-transaction';
import type { OrderRecord, PurchaseRequestRecord, StockRecord } from '../checkout/checkout-records';
import { checkLapsedPayments, lapsedPaymentCheckDelayMs } from './check-lapsed-payments';
import { confirmPayment } from './confirm-payment';

const paystack = usePaystackContract();
const harnesses = docStoreHarnesses('demo-gateway-faults');

describe.each(harnesses)('a misbehaving gateway on $name', ({ open }) => {
  let docs: DocStore;
  let now = Date.now();
  const clock = { now: () => new Date(now) };
  const { mailer, sent } = dedupingMailer();
  // Production waits 15 s for Paystack; the tests' patience is shorter, the behaviour the same.
  const payments = () =>
    createPaystackGateway({
      baseUrl: paystack.baseUrl,
      secretKey: paystack.secretKey,
      timeoutMs: 400,
    });
  const services = () => ({
    ...moneyServices({ docs, clock, payments: payments(), mailer }),
    publicBaseUrl: 'http://localhost',
    purchaseRateLimit: { limit: 20, windowSeconds: 600 },
    platformFee: testPlatformFee,
  });
  const allocate = () => allocatePurchases({ docs, clock, ...testAllocatorTerms });
  const faults = (plan: FaultPlan) => paystack.fake.faults.set(plan);
  const taken = async () =>
    (await docs.get<StockRecord>(paths.stock('e1', 'gen'))).data?.taken ?? 0;
  const order = async (orderId: string) =>
    (await docs.get<OrderRecord>(paths.order(orderId))).data!;

  /** Runs `work` while the allocator answers what it asks, as the allocator's trigger does. */
  async function withAllocator<T>(work: Promise<T>): Promise<T> {
    // Handled here at once, so a refusal is never an unhandled rejection while we allocate.
    let done = false;
    void work.then(
      () => (done = true),
      () => (done = true),
    );
    while (!done) {
      await allocate();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return work;
  }

  /** The buyer presses Buy (request key `key`); the allocator answers while they wait. */
  function press(key: string, quantity = 2) {
    const pressing = beginTransaction(services(), {
      input: {
        eventId: 'e1',
        email: 'buyer@example.com',
        items: [{ typeId: 'gen', quantity }],
        requestKey: key,
      },
      identifyBuyer: async () => 'buyer-1',
      claimedBuyer: () => 'buyer-1',
      waitMs: 5_000,
    });
    return withAllocator(pressing);
  }

  async function heldOrderId(key: string, quantity = 2): Promise<string> {
    const answer = await press(key, quantity);
    expect(answer.status).toBe('held');
    return answer.status === 'held' ? answer.reference : '';
  }

  /** Pays on the sandbox checkout page, as the buyer does in the popup. */
  async function payAtCheckout(orderId: string) {
    const { payment } = await order(orderId);
    await fetch(`${payment!.authorizationUrl}/pay`, { method: 'POST' });
  }

  async function expectInvariants() {
    const facts = await readInvariantFacts({ docs, payments: payments(), mailer });
    const violations = checkInvariants(facts).flatMap((result) => result.violations);
    expect(violations).toEqual([]);
  }

  beforeEach(async () => {
    docs = await open();
    now = Date.now();
    sent.length = 0;
    faults({ rules: [] });
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 10 } });
  });

  it('initialise failing (503, then a timeout after starting the payment): nothing held, the next press buys', async () => {
    faults({
      rules: [
        { call: 'initialize', fault: 'error', status: 503, times: 1 },
        { call: 'initialize', fault: 'done-then-timeout', times: 1 },
      ],
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      // The API answers it 503 gateway_unavailable (http/errors.ts): safe to press again.
      await expect(press('key-0001')).rejects.toBeInstanceOf(PaymentGatewayError);
      expect(await docs.query<PurchaseRequestRecord>({ collection: 'purchaseRequests' })).toEqual(
        [],
      );
      expect(await taken()).toBe(0);
    }
    const orderId = await heldOrderId('key-0001');
    await payAtCheckout(orderId);
    expect(await confirmPayment(services(), orderId)).toMatchObject({ status: 'paid' });
    expect(await taken()).toBe(2);
    await expectInvariants();
  }, 60_000);

  it('charged, but our verify timed out or failed: the next confirmation fulfils it once', async () => {
    const orderId = await heldOrderId('key-0002');
    await payAtCheckout(orderId);
    faults({
      rules: [
        { call: 'verify', fault: 'timeout', times: 1 },
        { call: 'verify', fault: 'error', status: 502, times: 1 },
      ],
    });
    await expect(confirmPayment(services(), orderId)).rejects.toThrow(/could not be reached/);
    await expect(confirmPayment(services(), orderId)).rejects.toThrow(/502/);
    expect((await order(orderId)).status).toBe('held');
    const [first, second] = await Promise.all([
      confirmPayment(services(), orderId),
      confirmPayment(services(), orderId),
    ]);
    expect(first).toMatchObject({ status: 'paid' });
    expect(second).toEqual(first);
    expect((await order(orderId)).ticketCodes).toHaveLength(2);
    expect(sent.filter((mail) => mail.idempotencyKey === `tickets_${orderId}`)).toHaveLength(1);
    await expectInvariants();
  }, 60_000);

  it('refunded at the gateway but the answer lost: it asks, finds the refund, refunds nothing more', async () => {
    const orderId = await heldOrderId('key-0003');
    await payAtCheckout(orderId);
    await confirmPayment(services(), orderId);
    const cause = { voidReason: 'refunded', reason: 'Refunded', by: 'organiser' } as const;
    faults({ rules: [{ call: 'refund', fault: 'done-then-timeout', times: 1 }] });
    // The refund went through; its answer never came. The gateway's list of refunds says so.
    expect(await refundPaidOrder(services(), orderId, cause)).toMatchObject({ state: 'refunded' });
    // Pressed again: the same answer, nothing more at the gateway.
    expect(await refundPaidOrder(services(), orderId, cause)).toMatchObject({ state: 'refunded' });
    expect(await payments().refundsOf(orderId)).toHaveLength(1);
    expect(paystack.fake.faults.describe().injected).toEqual({ 'refund done-then-timeout': 1 });
    await allocate();
    expect(await taken()).toBe(0);
    await expectInvariants();
  }, 60_000);

  it('paid while every word of it was lost: the lapsed hold’s payment is found, tickets or refund', async () => {
    const lapsed = [await heldOrderId('key-0004'), await heldOrderId('key-0005')];
    // Both buyers pay; the webhooks go elsewhere (lost) and their pages close before asking.
    for (const orderId of lapsed) await payAtCheckout(orderId);
    now += 16 * 60_000;
    await allocate();
    for (const orderId of lapsed) expect((await order(orderId)).status).toBe('expired');
    // Others buy all but two of what came back.
    await heldOrderId('key-0006', 4);
    await heldOrderId('key-0007', 4);
    expect(await checkLapsedPayments(services())).toEqual({ checked: 0, found: 0, failures: [] });

    now += lapsedPaymentCheckDelayMs;
    const sweep = await withAllocator(checkLapsedPayments(services()));
    expect(sweep).toEqual({ checked: 2, found: 2, failures: [] });
    const outcomes = await Promise.all(
      lapsed.map(async (orderId) => (await order(orderId)).status),
    );
    expect([...outcomes].sort()).toEqual(['expired', 'paid']);
    const refunded = lapsed[outcomes.indexOf('expired')]!;
    expect(await payments().refundsOf(refunded)).toHaveLength(1);
    // Asked about once: the next sweep finds nothing due.
    expect(await checkLapsedPayments(services())).toMatchObject({ checked: 0 });
    expect(await taken()).toBe(10);
    await expectInvariants();
  }, 60_000);

  it('clocks that disagree: an allocator 16 minutes ahead lapses a hold early; a process 10 minutes behind confirms its payment, refunded, nothing sold twice', async () => {
    const early = await heldOrderId('key-0008', 4);
    // In the allocator's eyes the hold is over: the tickets go back to stock.
    const ahead = { now: () => new Date(now + 16 * 60_000) };
    await allocatePurchases({ docs, clock: ahead, ...testAllocatorTerms });
    expect((await order(early)).status).toBe('expired');
    for (const [key, quantity] of [
      ['key-0009', 4],
      ['key-0010', 4],
      ['key-0011', 2],
    ] as const) {
      await heldOrderId(key, quantity);
    }
    await payAtCheckout(early);
    // The buyer's page reaches a process whose clock is behind: the hold looks alive there.
    const behind = { now: () => new Date(now - 10 * 60_000) };
    const confirmed = await withAllocator(confirmPayment({ ...services(), clock: behind }, early));
    expect(confirmed).toMatchObject({ status: 'refunded' });
    expect((await order(early)).status).toBe('expired');
    expect(await payments().refundsOf(early)).toHaveLength(1);
    expect(await taken()).toBe(10);
    await expectInvariants();
  }, 60_000);
});
