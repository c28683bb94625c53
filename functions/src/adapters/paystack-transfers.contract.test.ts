/**
 * The production Paystack payouts adapter against the fake Paystack, over real HTTP: paying an
 * organiser with a transfer, its signed webhooks, every way it can end, and a reference that
 * never pays twice however often it is sent.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  TransferNotFoundError,
  TransferReferenceConflictError,
  type TransferRequest,
} from '../ports/payout-gateway';
import { usePaystackContract } from '../test-support/paystack-contract-harness';
import { paystackSignature } from './paystack-gateway';
import { createPaystackPayouts } from './paystack-payouts';

const paystack = usePaystackContract();
const payouts = () => paystack.payouts();
let counter = 0;
const newReference = () => `payout-${Date.now()}-${counter++}`;

/** A transfer of R2 500.00 to the fake's account `accountNumber` (see fake-paystack/server.ts). */
async function transferTo(accountNumber: string): Promise<TransferRequest> {
  const { recipientCode } = await payouts().createTransferRecipient({
    type: 'basa',
    name: 'Organiser',
    accountNumber,
    bankCode: '250655',
    currency: 'ZAR',
  });
  return {
    amount: 250000,
    currency: 'ZAR',
    recipientCode,
    reference: newReference(),
    reason: 'Payout for Jazz on the Lawn',
  };
}

const eventNames = (reference: string) => paystack.eventsFor(reference).map((event) => event.event);

describe('Paystack transfers against the fake Paystack', () => {
  it('sends a transfer, pending at first, then success with a signed transfer.success webhook', async () => {
    const request = await transferTo('1000000001');
    const started = await payouts().initiateTransfer(request);
    expect(started).toMatchObject({
      reference: request.reference,
      transferCode: expect.stringMatching(/^TRF_/),
      status: 'pending',
      gatewayStatus: 'pending',
      amount: 250000,
      currency: 'ZAR',
      recipientCode: request.recipientCode,
    });

    await paystack.fake.webhooksDelivered();
    expect(eventNames(request.reference)).toEqual(['transfer.success']);
    const webhook = paystack.received.find((event) => event.body.includes(request.reference));
    expect(webhook?.signature).toBe(paystackSignature(webhook!.body, paystack.secretKey));
    const signed = paystack
      .payments()
      .isSignatureValid(Buffer.from(webhook!.body), webhook!.signature!);
    expect(signed).toBe(true);
    expect(paystack.eventsFor(request.reference)[0]?.data).toMatchObject({
      status: 'success',
      amount: 250000,
      transfer_code: started.transferCode,
    });

    expect(await payouts().verifyTransfer(request.reference)).toMatchObject({
      ...started,
      status: 'success',
      gatewayStatus: 'success',
      transferredAt: expect.any(String),
      fee: 0,
    });
  });

  it.each([
    ['1000000002', 'failed'],
    ['1000000003', 'reversed'],
  ] as const)('ends a transfer to account %s %s, with its webhook', async (account, outcome) => {
    const request = await transferTo(account);
    await payouts().initiateTransfer(request);
    await paystack.fake.webhooksDelivered();
    expect(eventNames(request.reference)).toEqual([`transfer.${outcome}`]);
    expect(await payouts().verifyTransfer(request.reference)).toMatchObject({
      status: outcome,
      gatewayStatus: outcome,
    });
  });

  it('keeps a transfer pending until the control endpoint ends it', async () => {
    const request = await transferTo('1000000004');
    await payouts().initiateTransfer(request);
    await paystack.fake.webhooksDelivered();
    expect((await payouts().verifyTransfer(request.reference)).status).toBe('pending');
    expect(eventNames(request.reference)).toEqual([]);

    const path = `/_fake/transfers/${request.reference}`;
    expect((await paystack.raw('POST', path, { outcome: 'late' })).status).toBe(400);
    expect((await paystack.raw('POST', path, { outcome: 'success' })).status).toBe(200);
    await paystack.fake.webhooksDelivered();
    expect(eventNames(request.reference)).toEqual(['transfer.success']);
    expect((await payouts().verifyTransfer(request.reference)).status).toBe('success');
    // Once it has ended, only a reversal can follow.
    expect((await paystack.raw('POST', path, { outcome: 'failed' })).status).toBe(409);
  });

  it('decides the outcome of a transfer asked for before it exists, and reverses a success', async () => {
    const request = await transferTo('1000000001');
    paystack.fake.settleTransfer(request.reference, 'failed');
    await payouts().initiateTransfer(request);
    await paystack.fake.webhooksDelivered();
    expect((await payouts().verifyTransfer(request.reference)).status).toBe('failed');

    const paid = await transferTo('1000000001');
    await payouts().initiateTransfer(paid);
    await paystack.fake.webhooksDelivered();
    paystack.fake.settleTransfer(paid.reference, 'reversed');
    await paystack.fake.webhooksDelivered();
    expect(eventNames(paid.reference)).toEqual(['transfer.success', 'transfer.reversed']);
    expect((await payouts().verifyTransfer(paid.reference)).status).toBe('reversed');
  });

  it('makes one transfer of a reference sent many times, even at once', async () => {
    const request = await transferTo('1000000001');
    const [first, second] = await Promise.all([
      payouts().initiateTransfer(request),
      payouts().initiateTransfer(request),
    ]);
    await paystack.fake.webhooksDelivered();
    const third = await payouts().initiateTransfer(request);
    expect(second.transferCode).toBe(first.transferCode);
    expect(third).toMatchObject({ transferCode: first.transferCode, status: 'success' });

    // The fake refuses the reference as Paystack documents; the adapter turned that into the
    // existing transfer.
    const again = await paystack.raw('POST', '/transfer', {
      source: 'balance',
      amount: request.amount,
      recipient: request.recipientCode,
      reference: request.reference,
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ status: false, code: 'duplicate_reference' });

    const period = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) };
    const listed = await payouts().listTransfers(period);
    expect(listed.filter((transfer) => transfer.reference === request.reference)).toHaveLength(1);
    expect(eventNames(request.reference)).toEqual(['transfer.success']);
  });

  it('refuses a reference already used for a different transfer', async () => {
    const request = await transferTo('1000000001');
    const existing = await payouts().initiateTransfer(request);
    const conflict = payouts().initiateTransfer({ ...request, amount: request.amount + 1 });
    await expect(conflict).rejects.toBeInstanceOf(TransferReferenceConflictError);
    await expect(conflict).rejects.toMatchObject({
      reference: request.reference,
      existing: { transferCode: existing.transferCode },
    });
  });

  it('finds the transfer a lost answer hid, when the caller tries again', async () => {
    // A proxy that passes everything to the fake but drops the answer to POST /transfer.
    const proxy = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', async () => {
        const answer = await fetch(`${paystack.baseUrl}${req.url}`, {
          method: req.method,
          headers: {
            authorization: req.headers.authorization ?? '',
            'content-type': 'application/json',
          },
          body: req.method === 'POST' ? body : undefined,
        });
        if (req.method === 'POST' && req.url === '/transfer') return void res.socket?.destroy();
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const port = (proxy.address() as AddressInfo).port;
      const lossy = createPaystackPayouts({
        baseUrl: `http://127.0.0.1:${port}`,
        secretKey: paystack.secretKey,
      });
      const request = await transferTo('1000000001');
      const found = await lossy.initiateTransfer(request);
      expect(found).toMatchObject({ reference: request.reference, amount: request.amount });
      expect((await payouts().verifyTransfer(request.reference)).transferCode).toBe(
        found.transferCode,
      );
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it("answers an unknown reference, and Paystack's refusals, as they are", async () => {
    const unknown = payouts().verifyTransfer('payout-no-such-reference');
    await expect(unknown).rejects.toBeInstanceOf(TransferNotFoundError);
    await expect(unknown).rejects.toMatchObject({ httpStatus: 404 });

    const request = await transferTo('1000000001');
    await expect(
      payouts().initiateTransfer({ ...request, recipientCode: 'RCP_nobody' }),
    ).rejects.toThrow('Recipient specified is invalid');
    await expect(
      payouts().initiateTransfer({ ...request, reference: 'Payout 1 of many!' }),
    ).rejects.toThrow('Transfer reference contains illegal characters');
    await expect(payouts().verifyTransfer(request.reference)).rejects.toBeInstanceOf(
      TransferNotFoundError,
    );
  });
});
