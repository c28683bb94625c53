import { beforeEach, describe, expect, it } from 'vitest';
import { beginTransactionRequest } from '../../contract/checkout';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { PaymentGateway } from '../../ports/payment-gateway';
import {
  checkoutServices,
  promoCodeRecord,
  startOnlyPayments,
  storeApprovedEvent,
  type CheckoutServices,
} from '../../test-support/checkout-fixtures';
import { freshSqliteDocStores } from '../../test-support/doc-store-harnesses';
import type { PromoCodeRecord } from '../promo-codes/promo-records';
import { forgetRecentReads } from '../common/recent-reads';
import { allocatePurchases } from '../allocator/allocate-purchases';
import { beginTransaction } from './begin-transaction';
import type { PurchaseRequestRecord } from './checkout-records';

/** What the buyer's page sends beginTransaction. */
type CheckoutInput = Parameters<typeof beginTransaction>[1]['input'];

const openStore = freshSqliteDocStores('begin-transaction-promo');

describe('beginTransaction with a promo code', () => {
  let docs: DocStore;
  let started: number[];
  let services: CheckoutServices;
  const identifyBuyer = async () => 'buyer-1';
  const claimedBuyer = () => 'buyer-1';
  const input = (promoCode: string, requestKey = 'key-0001') => ({
    eventId: 'e1',
    email: 'buyer@example.com',
    items: [{ typeId: 'ga', quantity: 2 }],
    requestKey,
    promoCode,
  });

  async function storeCode(code: string, overrides: Partial<PromoCodeRecord> = {}) {
    await docs.set(
      paths.promoCode('e1', code),
      promoCodeRecord(code, '2026-11-01T00:00:00.000Z', overrides),
    );
  }

  beforeEach(async () => {
    docs = openStore();
    started = [];
    const payments = {
      initialise: async (request: { amount: number; reference: string }) => {
        started.push(request.amount);
        return startOnlyPayments.initialise(request as Parameters<PaymentGateway['initialise']>[0]);
      },
    } as Pick<PaymentGateway, 'initialise'> as PaymentGateway;
    services = checkoutServices(docs, { payments });
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 100 } });
  });

  /** The buyer presses Buy with `request`, not waiting for the allocator's answer. */
  const press = (request: CheckoutInput) =>
    beginTransaction(services, { input: request, identifyBuyer, claimedBuyer, waitMs: 0 });

  const queuedRequests = async () =>
    docs.query<PurchaseRequestRecord>({ collection: 'purchaseRequests' });

  it('refuses an unknown, expired or plainly used-up code at once, naming the field, queueing nothing', async () => {
    await storeCode('OLD', { validUntil: '2026-11-01T00:00:00.000Z' });
    await storeCode('GONE', { maxUses: 3, used: 3 });
    await storeCode('OFF', { active: false });
    const cases: Array<[string, string]> = [
      ['NOSUCH', 'This code is not valid for this event'],
      ['OFF', 'This code is not valid for this event'],
      ['OLD', 'This code has expired'],
      ['GONE', 'This code has been used up'],
    ];
    for (const [code, message] of cases) {
      await expect(press(input(code))).rejects.toMatchObject({
        code: 'conflict',
        fields: { promoCode: message },
      });
    }
    expect(await queuedRequests()).toHaveLength(0);
    expect(started).toEqual([]);
  });

  it('starts the payment at the discounted price and queues the code with the request', async () => {
    await storeCode('SAVE10');
    const answer = await press(input('SAVE10'));
    expect(answer.status).toBe('queued');
    // Two R150 tickets, 10 % off each, the fee absorbed.
    expect(started).toEqual([27000]);
    expect((await queuedRequests())[0]?.data).toMatchObject({
      promoCode: 'SAVE10',
      plannedOrder: { amount: 27000 },
    });
  });

  it('makes a 100 % code’s order free: no payment, and the tickets once granted', async () => {
    await storeCode('FREE', {
      terms: { kind: 'percent', value: 10_000, per: 'order', typeIds: [] },
    });
    const answering = beginTransaction(services, {
      input: beginTransactionRequest.parse(input(' free ')),
      identifyBuyer,
      claimedBuyer,
      waitMs: 3_000,
    });
    await expect.poll(async () => (await queuedRequests()).length).toBe(1);
    await allocatePurchases(services);
    const answer = await answering;
    expect(started).toEqual([]);
    expect(answer).toMatchObject({ status: 'paid', amount: 0 });
    expect(answer.status === 'paid' ? answer.ticketCodes : []).toHaveLength(2);
  });

  it('answers a second press of a purchase that used the code’s last use with that purchase', async () => {
    await storeCode('LAST', { maxUses: 1 });
    const first = await press(input('LAST'));
    expect(first.status).toBe('queued');
    await allocatePurchases(services);
    expect((await docs.get<PromoCodeRecord>(paths.promoCode('e1', 'LAST'))).data?.used).toBe(1);
    // The same key again (the page says so or not): the code is used up, by this purchase.
    forgetRecentReads(docs);
    const again = await press({ ...input('LAST'), again: true });
    expect(again).toMatchObject({ status: 'held', amount: 27000 });
    expect(await press(input('LAST'))).toEqual(again);
    // Another purchase is refused at once (once the precheck's half-second copy is gone).
    forgetRecentReads(docs);
    await expect(press(input('LAST', 'key-0002'))).rejects.toMatchObject({
      fields: { promoCode: 'This code has been used up' },
    });
  });
});
