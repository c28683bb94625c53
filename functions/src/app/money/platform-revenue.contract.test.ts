/**
 * The platform's revenue per month on both DocStores: fees and VAT from every event's daily
 * figures, less what refunds gave back, per month of the event's calendar and currency.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { signed, type LedgerEntryKind } from '../../domain/ledger';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { postToLedger } from '../../test-support/money-fixtures';
import { monthBefore, platformRevenue } from './platform-revenue';

describe.each(docStoreHarnesses('demo-platform-revenue'))(
  'platform revenue on $name',
  ({ open }) => {
    let docs: DocStore;
    const now = new Date('2026-12-10T12:00:00.000Z');
    const revenue = (months = 12) =>
      platformRevenue({ services: { docs, clock: { now: () => now } }, months });

    beforeEach(async () => {
      docs = await open();
      for (const eventId of ['e1', 'e2']) await storeApprovedEvent(docs, eventId, {});
      await docs.update(paths.event('e2'), { timeZone: 'Africa/Johannesburg' });
    });

    const post = (
      eventId: string,
      reference: string,
      at: string,
      entries: Array<{ kind: LedgerEntryKind; amount: number }>,
      currency = 'ZAR',
    ) =>
      postToLedger(docs, {
        eventId,
        currency,
        reference,
        at,
        ...(eventId === 'e2' ? { timeZone: 'Africa/Johannesburg' } : {}),
        entries,
      });
    /** A sale of `amount` with a 5% fee and 15% VAT on the fee, as fulfilment posts it. */
    const sell = (
      eventId: string,
      reference: string,
      at: string,
      amount: number,
      currency?: string,
    ) =>
      post(
        eventId,
        reference,
        at,
        [
          { kind: 'sale', amount },
          { kind: 'platform_fee', amount: signed('platform_fee', amount / 20) },
          { kind: 'platform_fee_vat', amount: signed('platform_fee_vat', (amount / 20) * 0.15) },
        ],
        currency,
      );

    it('sums fees and VAT per month and currency, less refunds, and the card fees borne, over the months asked', async () => {
      await sell('e1', 'o-1', '2026-12-01T10:00:00.000Z', 20_000);
      await sell('e2', 'o-2', '2026-12-03T10:00:00.000Z', 40_000);
      await sell('e1', 'o-3', '2026-11-15T10:00:00.000Z', 20_000);
      await post('e1', 'o-3-refund', '2026-11-20T10:00:00.000Z', [
        { kind: 'refund', amount: -20_000 },
        { kind: 'platform_fee_returned', amount: 1_000 },
        { kind: 'platform_fee_vat_returned', amount: 150 },
      ]);
      await sell('e1', 'o-4', '2026-11-16T10:00:00.000Z', 10_000, 'USD');
      // 23:30 UTC on 31 October is 1 November in Johannesburg: the event's own month.
      await sell('e2', 'o-5', '2026-10-31T23:30:00.000Z', 20_000);
      await sell('e1', 'o-6', '2025-12-01T10:00:00.000Z', 20_000);
      // A R3.00 ticket absorbed: fee and VAT take the price, the platform bears the card fee.
      await post('e1', 'o-7', '2026-12-02T10:00:00.000Z', [
        { kind: 'sale', amount: 300 },
        { kind: 'platform_fee', amount: -261 },
        { kind: 'platform_fee_vat', amount: -39 },
        { kind: 'gateway_fee', amount: -125 },
        { kind: 'gateway_fee_covered', amount: 125 },
      ]);

      const { from, months } = await revenue();

      expect(from).toBe('2026-01');
      expect(months).toEqual([
        { month: '2026-12', currency: 'ZAR', platformFees: 3_261, vat: 489, cardFeesBorne: 125 },
        { month: '2026-11', currency: 'USD', platformFees: 500, vat: 75, cardFeesBorne: 0 },
        { month: '2026-11', currency: 'ZAR', platformFees: 1_000, vat: 150, cardFeesBorne: 0 },
      ]);
      expect((await revenue(2)).months.map((month) => month.month)).toEqual([
        '2026-12',
        '2026-11',
        '2026-11',
      ]);
    });

    it('counts months back from this one', () => {
      expect(monthBefore(new Date('2026-03-31T12:00:00.000Z'), 0)).toBe('2026-03');
      expect(monthBefore(new Date('2026-03-31T12:00:00.000Z'), 3)).toBe('2025-12');
    });
  },
);
