/**
 * The production Paystack payouts adapter against the fake Paystack, over real HTTP: the
 * statements a reconciliation reads (payments with their fees, transfers, refunds), filtered
 * by date and paged until done.
 */
import { describe, expect, it } from 'vitest';
import { usePaystackContract } from '../test-support/paystack-contract-harness';

/** The fake's clock: each record is dated where the test sets it. */
let clock = new Date('2026-03-01T08:00:00.000Z');
const paystack = usePaystackContract({ now: () => clock });
const at = (iso: string) => (clock = new Date(iso));
let counter = 0;
const newReference = () => `S${counter++}${Date.now()}`;

/** A payment of `amount` cents made at `iso`; paid unless told otherwise. */
async function payment(iso: string, amount: number, pay = true) {
  at(iso);
  const reference = newReference();
  const started = await paystack.payments().initialise({
    email: 'buyer@example.com',
    amount,
    currency: 'ZAR',
    reference,
  });
  if (pay) await fetch(`${started.authorizationUrl}/pay`, { method: 'POST' });
  return reference;
}

async function transfer(iso: string, amount: number) {
  at(iso);
  const { recipientCode } = await paystack.payouts().createTransferRecipient({
    type: 'basa',
    name: 'Organiser',
    accountNumber: '1000000001',
    bankCode: '250655',
    currency: 'ZAR',
  });
  const reference = `statement-${newReference().toLowerCase()}`;
  await paystack.payouts().initiateTransfer({
    amount,
    currency: 'ZAR',
    recipientCode,
    reference,
    reason: 'Payout',
  });
  return reference;
}

const march = (day: number, hour = 12) =>
  new Date(`2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`);

describe('Paystack statements against the fake Paystack', () => {
  it('lists the payments of a period, both ends included, each page of them, with fees', async () => {
    const before = await payment('2026-03-01T23:59:59.999Z', 10000);
    const first = await payment('2026-03-02T00:00:00.000Z', 15000);
    const unpaid = await payment('2026-03-02T10:00:00.000Z', 20000, false);
    const second = await payment('2026-03-03T09:00:00.000Z', 30000);
    const third = await payment('2026-03-04T23:59:59.999Z', 40000);
    const after = await payment('2026-03-05T00:00:00.000Z', 50000);

    const period = { from: march(2, 0), to: new Date('2026-03-04T23:59:59.999Z') };
    const listed = await paystack.payouts(2).listTransactions(period);
    expect(listed.map((tx) => tx.reference).sort()).toEqual([first, unpaid, second, third].sort());
    expect(listed).not.toContainEqual(expect.objectContaining({ reference: before }));
    expect(listed).not.toContainEqual(expect.objectContaining({ reference: after }));
    expect(listed.find((tx) => tx.reference === second)).toEqual({
      reference: second,
      status: 'success',
      amount: 30000,
      currency: 'ZAR',
      fees: 1116,
      paidAt: '2026-03-03T09:00:00.000Z',
      createdAt: '2026-03-03T09:00:00.000Z',
    });
    expect(listed.find((tx) => tx.reference === unpaid)).toEqual({
      reference: unpaid,
      status: 'abandoned',
      amount: 20000,
      currency: 'ZAR',
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    expect(await paystack.payouts().listTransactions(period)).toEqual(listed);
    expect(await paystack.payouts().listTransactions({ from: march(20), to: march(21) })).toEqual(
      [],
    );
  });

  it('lists the transfers of a period, each page of them', async () => {
    const early = await transfer('2026-03-10T08:00:00.000Z', 1000);
    const inside = [
      await transfer('2026-03-11T08:00:00.000Z', 2000),
      await transfer('2026-03-11T09:00:00.000Z', 3000),
      await transfer('2026-03-12T08:00:00.000Z', 4000),
    ];
    const late = await transfer('2026-03-13T08:00:00.000Z', 5000);
    await paystack.fake.webhooksDelivered();

    const listed = await paystack.payouts(2).listTransfers({ from: march(11, 0), to: march(12) });
    expect(listed.map((t) => t.reference).sort()).toEqual([...inside].sort());
    expect(listed.map((t) => t.reference)).not.toContain(early);
    expect(listed.map((t) => t.reference)).not.toContain(late);
    expect(listed.find((t) => t.reference === inside[1])).toMatchObject({
      amount: 3000,
      currency: 'ZAR',
      status: 'success',
      recipientCode: expect.stringMatching(/^RCP_/),
      createdAt: '2026-03-11T09:00:00.000Z',
      fee: 0,
    });
  });

  it('lists the refunds of a period, naming their payments by reference', async () => {
    const paid = await payment('2026-03-15T08:00:00.000Z', 60000);
    at('2026-03-15T09:00:00.000Z');
    await paystack.payments().refund(paid, 10000);
    at('2026-03-16T09:00:00.000Z');
    await paystack.payments().refund(paid, 20000);
    at('2026-03-17T09:00:00.000Z');
    await paystack.payments().refund(paid, 30000);

    const listed = await paystack.payouts(1).listRefunds({ from: march(16, 0), to: march(17, 23) });
    expect(listed.map((refund) => refund.amount).sort()).toEqual([20000, 30000]);
    expect(listed.find((refund) => refund.amount === 20000)).toEqual({
      transactionReference: paid,
      amount: 20000,
      currency: 'ZAR',
      status: 'processed',
      createdAt: '2026-03-16T09:00:00.000Z',
      refundedAt: '2026-03-16T09:00:00.000Z',
    });
    const all = await paystack.payouts().listRefunds({ from: march(15, 0), to: march(17, 23) });
    expect(all).toHaveLength(3);
  });
});
