/**
 * A payout's remittance statement on both DocStores: the entries its amount is made of add up
 * to it, for a first payout after sales, a refund and an adjustment, and for the event's second
 * payout after a refund of a ticket the first paid out, a new sale and another adjustment.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { LedgerEntryKind } from '../../domain/ledger';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { moneyServices, postToLedger } from '../../test-support/money-fixtures';
import { usePaystackContract } from '../../test-support/paystack-contract-harness';
import { pdfText } from '../../test-support/pdf-text';
import { storePayoutAccount } from '../../test-support/payout-account-fixture';
import { TestClock } from '../../test-support/test-clock';
import { approvePayout } from './approve-payout';
import { getPayoutStatementPdf } from './get-payout-statement-pdf';
import { openPayoutStatement, type StatementLine } from './payout-statement';
import { onTransferWebhook } from './resume-payouts';

const paystack = usePaystackContract({ transferSettleMs: 5 });
const admin = { uid: 'admin', isAdmin: true };
const minute = 60_000;

describe.each(docStoreHarnesses('demo-payout-statement'))(
  'payout statements on $name',
  ({ open }) => {
    let docs: DocStore;
    const clock = new TestClock(Date.parse('2026-12-10T09:00:00.000Z'));
    const services = () =>
      moneyServices({ docs, clock, payouts: paystack.payouts(), mailer: dedupingMailer().mailer });

    beforeEach(async () => {
      docs = await open();
      clock.at = Date.parse('2026-12-10T09:00:00.000Z');
      await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 10 } });
      await docs.update(paths.event('e1'), { endsAt: '2026-12-05T22:00:00.000Z' });
      await storePayoutAccount({ docs, payouts: paystack.payouts() }, 'organiser', '1000000001');
    });

    /** Entries of one change, posted a minute after the last, as the change's transaction does. */
    const post = async (
      reference: string,
      entries: Array<{ kind: LedgerEntryKind; amount: number; reason?: string }>,
    ) => {
      clock.at += minute;
      await postToLedger(docs, {
        eventId: 'e1',
        currency: 'ZAR',
        reference,
        at: clock.now().toISOString(),
        entries,
      });
    };
    const sell = (order: string, amount: number, cardFee: number) =>
      post(order, [
        { kind: 'sale', amount },
        { kind: 'platform_fee', amount: -(amount / 20 + 250) },
        { kind: 'platform_fee_vat', amount: -Math.round((amount / 20 + 250) * 0.15) },
        { kind: 'gateway_fee', amount: -cardFee },
      ]);
    const refund = (order: string, amount: number) =>
      post(order, [
        { kind: 'refund', amount: -amount },
        { kind: 'platform_fee_returned', amount: amount / 20 + 250 },
        { kind: 'platform_fee_vat_returned', amount: Math.round((amount / 20 + 250) * 0.15) },
      ]);
    const adjust = (reference: string, amount: number, reason: string) =>
      post(reference, [{ kind: 'adjustment', amount, reason }]);

    /** An administrator pays out the balance a minute later, and the transfer succeeds. */
    const payOut = async () => {
      clock.at += minute;
      const payout = await approvePayout({
        services: services(),
        eventId: 'e1',
        currency: 'ZAR',
        adminUid: 'admin',
      });
      await paystack.fake.webhooksDelivered();
      await onTransferWebhook(services(), payout.id);
      return payout;
    };

    const linesOf = async (payoutId: string) => {
      const statement = await openPayoutStatement({
        services: services(),
        eventId: 'e1',
        payoutId,
        viewer: admin,
      });
      const lines: StatementLine[] = [];
      for await (const page of statement.lines) lines.push(...page);
      return lines;
    };
    const sum = (lines: readonly StatementLine[]) =>
      lines.reduce((total, line) => total + line.amount, 0);

    it('makes each payout of its own entries, adding up to its amount', async () => {
      await sell('order-1', 20_000, 580);
      await sell('order-2', 10_000, 290);
      await refund('order-2', 10_000);
      await adjust('adj-1', -1_500, 'Chargeback fee');
      const first = await payOut();
      const firstLines = await linesOf(first.id);
      expect(first.amount).toBe(20_000 - 1_250 - 188 - 580 - 290 - 1_500);
      expect(sum(firstLines)).toBe(first.amount);
      expect(firstLines.map((line) => `${line.kind} ${line.reference}`)).toEqual([
        'sale order-1',
        'platform_fee order-1',
        'platform_fee_vat order-1',
        'gateway_fee order-1',
        'sale order-2',
        'platform_fee order-2',
        'platform_fee_vat order-2',
        'gateway_fee order-2',
        'refund order-2',
        'platform_fee_returned order-2',
        'platform_fee_vat_returned order-2',
        'adjustment adj-1',
      ]);

      // After it: a refund of a ticket it paid out, a new sale and another adjustment.
      await refund('order-1', 20_000);
      await sell('order-3', 60_000, 1_740);
      await adjust('adj-2', 700, 'Card fee refunded by the gateway');
      const second = await payOut();
      const secondLines = await linesOf(second.id);
      expect(second.amount).toBe(-20_000 + 1_250 + 188 + 60_000 - 3_250 - 488 - 1_740 + 700);
      expect(sum(secondLines)).toBe(second.amount);
      expect(new Set(secondLines.map((line) => line.reference))).toEqual(
        new Set(['order-1', 'order-3', 'adj-2']),
      );
      expect(secondLines.some((line) => line.kind === 'unmatched')).toBe(false);

      const { pdf, filename } = await getPayoutStatementPdf({
        services: services(),
        eventId: 'e1',
        payoutId: second.id,
        viewer: admin,
      });
      expect(filename).toBe(`payout-statement-${second.id}.pdf`);
      const text = await pdfText(pdf);
      expect(text).toContain('Remittance statement');
      expect(text).toContain(`Entries after payout ${first.id}`);
      expect(text).toMatch(/Adjustment\s+adj-2\s+7\.00\s+Card fee refunded by the gateway/);
      expect(text).toMatch(/Paid out\s+366\.60/);
      expect(text).toMatch(/Total\s+366\.60/);
      expect(second.amount).toBe(36_660);
    });

    it('says a payout of another event does not exist', async () => {
      await sell('order-1', 20_000, 580);
      const payout = await payOut();
      await storeApprovedEvent(docs, 'e2', { gen: { name: 'General', capacity: 10 } });
      await expect(
        openPayoutStatement({
          services: services(),
          eventId: 'e2',
          payoutId: payout.id,
          viewer: admin,
        }),
      ).rejects.toMatchObject({ code: 'not_found' });
    });
  },
);
