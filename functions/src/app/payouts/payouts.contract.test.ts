/**
 * Payouts on both DocStores, with the production Paystack adapter against the fake over
 * HTTP: a payout that succeeds, one that fails (money back, organiser told) and then
 * succeeds, one reversed after it was paid, two administrators at once, a gateway that is
 * down, a crash after the transfer was asked, and what is not payable. After every step the
 * balance is the ledger's sum: sales - transfers that went out.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { signed } from '../../domain/ledger';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { createPaystackPayouts } from '../../adapters/paystack-payouts';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { ledgerEntriesOf, postToLedger, moneyServices } from '../../test-support/money-fixtures';
import { usePaystackContract } from '../../test-support/paystack-contract-harness';
import { storePayoutAccount } from '../../test-support/payout-account-fixture';
import { readEventMoney } from '../money/read-event-money';
import { approvePayout } from './approve-payout';
import type { PayoutLockRecord, PayoutRecord } from './payout-records';
import { onTransferWebhook, resumePayouts } from './resume-payouts';

const paystack = usePaystackContract({ transferSettleMs: 5 });

describe.each(docStoreHarnesses('demo-payouts'))('payouts on $name', ({ open }) => {
  let docs: DocStore;
  let now = new Date('2026-12-10T12:00:00.000Z');
  const { mailer, sent } = dedupingMailer();
  const services = (payouts = paystack.payouts()) =>
    moneyServices({ docs, clock: { now: () => now }, payouts, mailer });

  beforeEach(async () => {
    docs = await open();
    now = new Date('2026-12-10T12:00:00.000Z');
    sent.length = 0;
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 10 } });
    await docs.update(paths.event('e1'), { endsAt: '2026-12-05T22:00:00.000Z' });
  });

  /** The organiser's ZAR account at the fake: its number decides how transfers end there. */
  const addAccount = (accountNumber: string) =>
    storePayoutAccount(
      { docs, payouts: paystack.payouts() },
      'organiser',
      accountNumber,
      '2026-11-01T00:00:00.000Z',
    );

  /** A sale's net on the ledger, as fulfilment posts it. */
  const earn = (reference: string, amount: number) =>
    postToLedger(docs, {
      eventId: 'e1',
      currency: 'ZAR',
      reference,
      at: now.toISOString(),
      entries: [{ kind: amount > 0 ? 'sale' : 'refund', amount }],
    });
  /** The organiser is owed `amount` from one sale, to be paid to the account `accountNumber`. */
  const owed = async (amount: number, accountNumber: string) => {
    await addAccount(accountNumber);
    await earn('order-1', amount);
  };

  const approve = (servicesNow = services()) =>
    approvePayout({ services: servicesNow, eventId: 'e1', currency: 'ZAR', adminUid: 'admin' });
  /** Approved while the gateway cannot be reached: the payout waits for the sweep to send it. */
  const approveWhileGatewayDown = () =>
    approve(
      services(
        createPaystackPayouts({ baseUrl: 'http://127.0.0.1:9', secretKey: paystack.secretKey }),
      ),
    );
  const payoutOf = async (id: string) => (await docs.get<PayoutRecord>(paths.payout(id))).data!;
  /** The fake ends the transfer and posts its webhook; our webhook handler hears it. */
  const webhookArrives = async (id: string) => {
    await paystack.fake.webhooksDelivered();
    await onTransferWebhook(services(), id);
  };
  /** An administrator approves a payout and its transfer ends at the fake: the payout then. */
  const approveAndSettle = async () => {
    const payout = await approve();
    await webhookArrives(payout.id);
    return payoutOf(payout.id);
  };
  const transfersAtGateway = async (reference: string) =>
    (
      await paystack.payouts().listTransfers({
        from: new Date('2026-01-01T00:00:00.000Z'),
        to: new Date('2031-01-01T00:00:00.000Z'),
      })
    ).filter((transfer) => transfer.reference === reference);

  /** Sales - payouts that stayed out: the ledger's sum and its running totals agree. */
  async function expectBalance(expected: number) {
    const entries = await ledgerEntriesOf(docs, 'e1');
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(expected);
    const [money] = await readEventMoney(docs, 'e1');
    expect(money?.totals.balance ?? 0).toBe(expected);
  }

  it('pays the balance out once the transfer succeeds', async () => {
    await owed(50_000, '1000000001');
    const payout = await approve();
    expect(payout).toMatchObject({ amount: 50_000, status: 'pending', accountLast4: '0001' });
    await expectBalance(0);
    await webhookArrives(payout.id);
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'paid', gatewayStatus: 'success' });
    expect(await transfersAtGateway(payout.id)).toHaveLength(1);
    const lock = await docs.get<PayoutLockRecord>(paths.payoutLock('e1', 'ZAR'));
    expect(lock.data?.inFlight).toBeNull();
    // The same webhook again changes nothing.
    await onTransferWebhook(services(), payout.id);
    await expectBalance(0);
  });

  it('gives a failed transfer back to the balance, tells the organiser, and pays it next time', async () => {
    await owed(50_000, '1000000002');
    expect(await approveAndSettle()).toMatchObject({ status: 'failed' });
    await expectBalance(50_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'organiser@example.com',
      subject: 'Your payout for Gig did not arrive',
    });
    // The organiser fixes the account; the next approval pays.
    await addAccount('1000000001');
    expect(await approveAndSettle()).toMatchObject({ status: 'paid', amount: 50_000 });
    await expectBalance(0);
  });

  it('gives a transfer reversed after it was paid back to the balance', async () => {
    await owed(20_000, '1000000003');
    expect(await approveAndSettle()).toMatchObject({ status: 'reversed' });
    await expectBalance(20_000);
  });

  it('makes one payout when two administrators approve at once', async () => {
    await owed(30_000, '1000000004');
    const results = await Promise.allSettled([approve(), approve()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      code: 'conflict',
      details: { reason: 'payout_in_progress' },
    });
    const payouts = await docs.query<PayoutRecord>({ collection: 'payouts' });
    expect(payouts).toHaveLength(1);
    expect(await transfersAtGateway(payouts[0]!.id)).toHaveLength(1);
    await expectBalance(0);
  });

  it('keeps a payout the gateway could not take, and sends it once when it is back', async () => {
    await owed(40_000, '1000000001');
    const payout = await approveWhileGatewayDown();
    expect(payout).toMatchObject({ status: 'requested', attempts: 1 });
    expect(payout.nextAttemptAt).toBe('2026-12-10T12:01:00.000Z');
    await expectBalance(0);
    // Not before its time; then once.
    expect((await resumePayouts(services())).sent).toBe(0);
    now = new Date('2026-12-10T12:02:00.000Z');
    expect((await resumePayouts(services())).sent).toBe(1);
    await webhookArrives(payout.id);
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'paid' });
    expect(await transfersAtGateway(payout.id)).toHaveLength(1);
  });

  it('pays once when it stopped after asking for the transfer and runs again', async () => {
    await owed(40_000, '1000000004');
    const payout = await approveWhileGatewayDown();
    // The transfer reached the gateway, but the answer was lost (the process died).
    await paystack.payouts().initiateTransfer({
      amount: payout.amount,
      currency: 'ZAR',
      recipientCode: payout.recipientCode,
      reference: payout.id,
      reason: 'Ticket sales payout',
    });
    now = new Date('2026-12-10T12:02:00.000Z');
    await resumePayouts(services());
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'pending' });
    expect(await transfersAtGateway(payout.id)).toHaveLength(1);
    // The webhook never comes: the sweep asks the gateway once the wait is over.
    await paystack.raw('POST', `/_fake/transfers/${payout.id}`, { outcome: 'success' });
    now = new Date('2026-12-10T12:30:00.000Z');
    expect((await resumePayouts(services())).checked).toBe(1);
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'paid' });
    expect(await transfersAtGateway(payout.id)).toHaveLength(1);
  });

  it('refuses what is not payable, saying why, and changes nothing', async () => {
    const refusal = async () => {
      const result = await approve().then(
        () => undefined,
        (error: unknown) => error,
      );
      return (result as { details?: { reason?: string } } | undefined)?.details?.reason;
    };
    expect(await refusal()).toBe('nothing_owed');
    await earn('order-1', 10_000);
    expect(await refusal()).toBe('no_payout_account');
    await addAccount('1000000001');
    now = new Date('2026-12-07T12:00:00.000Z');
    expect(await refusal()).toBe('event_not_over');
    now = new Date('2026-12-10T12:00:00.000Z');
    await docs.update(paths.event('e1'), {
      payoutHold: { reason: 'Dispute', by: 'admin', at: now.toISOString() },
    });
    expect(await refusal()).toBe('on_hold');
    expect(await docs.query({ collection: 'payouts' })).toHaveLength(0);
    await expectBalance(10_000);
  });

  it('nets a refund made after the payout from the next one', async () => {
    await owed(30_000, '1000000001');
    await approveAndSettle();
    await earn('order-1-refund', signed('refund', 30_000));
    await expectBalance(-30_000);
    await earn('order-2', 50_000);
    expect((await approveAndSettle()).amount).toBe(20_000);
    await expectBalance(0);
  });
});
