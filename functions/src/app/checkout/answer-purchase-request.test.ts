import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteDocStore } from '../../adapters/sqlite-doc-store';
import type { FeeMode } from '../../contract/fees';
import { paths } from '../../paths';
import { deleteField, type DocStore } from '../../ports/doc-store';
import type { PaymentGateway } from '../../ports/payment-gateway';
import {
  checkoutServices,
  pendingRequest,
  storedRequest,
  storeApprovedEvent,
  testAllocatorTerms,
} from '../../test-support/checkout-fixtures';
import type { AnswerServices } from './answer-purchase-request';
import { answerFor } from './answer-purchase-request';
import { allocatePurchases } from '../allocator/allocate-purchases';
import type { PurchaseRequestRecord } from './checkout-records';

describe('the answer a buyer gets once their tickets are held', () => {
  let docs: DocStore;
  let services: AnswerServices;
  const initialised: number[] = [];

  beforeEach(async () => {
    docs = openSqliteDocStore({ file: ':memory:' });
    initialised.length = 0;
    const payments: Pick<PaymentGateway, 'initialise'> = {
      initialise: async ({ amount, reference }) => {
        initialised.push(amount);
        return { reference, accessCode: 'access', authorizationUrl: 'https://pay.test/access' };
      },
    };
    services = checkoutServices(docs, { payments: payments as PaymentGateway });
    await storeApprovedEvent(docs, 'e1', { ga: { name: 'General', capacity: 10 } });
  });
  afterEach(() => docs.close());

  /** Two R150 tickets asked for and granted by the allocator, as checkout does it. */
  async function granted(feeMode: FeeMode): Promise<PurchaseRequestRecord> {
    await docs.update(paths.event('e1'), { feeMode });
    const request = pendingRequest('buyer', '2026-11-22T10:00:00.000Z', {
      items: [{ typeId: 'ga', quantity: 2 }],
    });
    await docs.create(paths.purchaseRequest('r1'), request);
    await allocatePurchases({
      ...services,
      ...testAllocatorTerms,
    });
    return storedRequest(docs, 'r1');
  }

  it('carries the service fee and its VAT the buyer pays on top, as the order was priced', async () => {
    const request = await granted('passed_on');
    const first = await answerFor(services, request, new Map(), { justGranted: true });
    // Per ticket R10.00 fee and R1.50 VAT (5 % + R2.50, 15 % VAT), twice.
    expect(first).toMatchObject({
      status: 'held',
      amount: 32300,
      charge: { feeMode: 'passed_on', platformFee: 2000, vat: 300 },
    });
    // A second press reads the order: the same figures, and the gateway charges that amount.
    expect(await answerFor(services, request)).toEqual(first);
    expect(initialised).toEqual([32300]);
  });

  it('says the organiser absorbs the fee: the buyer pays the price alone', async () => {
    const answer = await answerFor(services, await granted('absorbed'), new Map(), {
      justGranted: true,
    });
    expect(answer).toMatchObject({
      status: 'held',
      amount: 30000,
      charge: { feeMode: 'absorbed', platformFee: 2000, vat: 300 },
    });
  });

  it('has no charge for an order placed before fees were charged', async () => {
    const request = await granted('absorbed');
    await docs.update(paths.order(request.orderId!), { charge: deleteField });
    const answer = await answerFor(services, request);
    expect(answer).toMatchObject({ status: 'held', amount: 30000 });
    expect(answer).not.toHaveProperty('charge');
  });
});
