/**
 * An event's money as its organiser reads it, on both DocStores: the figures and days from
 * the sharded running totals, when the balance can be paid out, and the statement's entries.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { signed } from '../../domain/ledger';
import { paths } from '../../paths';
import { personalOrganisationId } from '../organisations/personal-organisation';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { moneyServices, postToLedger } from '../../test-support/money-fixtures';
import type { PayoutAccountRecord } from '../payout-accounts/payout-account-records';
import { getEventMoney } from './get-event-money';
import { shardOf } from './post-to-ledger';
import { openStatementExport } from './statement-export';

const organiser = { uid: 'organiser', isAdmin: false };

describe.each(docStoreHarnesses('demo-event-money'))('event money on $name', ({ open }) => {
  let docs: DocStore;
  let now = new Date('2026-12-10T12:00:00.000Z');
  const services = () => moneyServices({ docs, clock: { now: () => now } });

  beforeEach(async () => {
    docs = await open();
    now = new Date('2026-12-10T12:00:00.000Z');
    await storeApprovedEvent(docs, 'e1', { gen: { name: 'General', capacity: 10 } });
    await docs.update(paths.event('e1'), {
      endsAt: '2026-12-05T22:00:00.000Z',
      timeZone: 'Africa/Johannesburg',
    });
  });

  /** The event's money as its organiser reads it now. */
  const organisersMoney = () =>
    getEventMoney({ services: services(), eventId: 'e1', viewer: organiser });
  /** Whether and when the ZAR balance can be paid out, as the organiser reads it at `at`. */
  const payoutAt = async (at: string) => {
    now = new Date(at);
    return (await organisersMoney()).currencies[0]!.payout;
  };

  /** The organiser's ZAR payout account, last changed at `changedAt`. */
  async function storeAccount(changedAt: string) {
    const account: PayoutAccountRecord = {
      orgId: personalOrganisationId('organiser'),
      uid: 'organiser',
      currency: 'ZAR',
      recipientCode: 'RCP_1',
      bankCode: '051001',
      bankName: 'Standard Bank South Africa',
      accountLast4: '0001',
      accountHolder: 'THANDI MOKOENA',
      changedAt,
    };
    await docs.set(paths.payoutAccount(personalOrganisationId('organiser'), 'ZAR'), account);
  }
  const heldAfterAccountChange = (until: string) => ({
    status: 'waiting',
    reason: 'account_recently_changed',
    until,
  });
  /** The sale of R100 the payout tests make, less its R7 fee. */
  const payableSale = { status: 'payable', amount: 9_300 };

  /** A sale of `amount` with a fee of `fee`, posted at `at` as fulfilment posts it. */
  const sell = (reference: string, amount: number, fee: number, at: string, currency = 'ZAR') =>
    postToLedger(docs, {
      eventId: 'e1',
      currency,
      reference,
      at,
      timeZone: 'Africa/Johannesburg',
      entries: [
        { kind: 'sale', amount },
        { kind: 'platform_fee', amount: signed('platform_fee', fee) },
      ],
    });

  it('sums the shards per currency and per day of the event’s time zone', async () => {
    // Twelve sales spread over the shards; 23:30 UTC is the next day in Johannesburg.
    const references = Array.from({ length: 12 }, (_, i) => `order-${i}`);
    expect(new Set(references.map(shardOf)).size).toBeGreaterThan(1);
    for (const [i, reference] of references.entries()) {
      await sell(
        reference,
        10_000,
        700,
        i < 4 ? '2026-12-01T10:00:00.000Z' : '2026-12-01T23:30:00.000Z',
      );
    }
    await sell('usd-order', 2_000, 100, '2026-12-02T08:00:00.000Z', 'USD');
    const money = await organisersMoney();
    expect(money.currencies.map((c) => c.currency)).toEqual(['USD', 'ZAR']);
    const zar = money.currencies.find((c) => c.currency === 'ZAR')!;
    expect(zar.summary).toMatchObject({
      gross: 120_000,
      platformFees: 8_400,
      net: 111_600,
      balance: 111_600,
    });
    expect(zar.entries).toBe(24);
    expect(zar.days).toEqual([
      { day: '2026-12-01', sales: 40_000, net: 37_200 },
      { day: '2026-12-02', sales: 80_000, net: 74_400 },
    ]);
  });

  it('says when the balance can be paid out: 72 hours after the event, to an account', async () => {
    await sell('order-1', 10_000, 700, '2026-12-01T10:00:00.000Z');
    expect(await payoutAt('2026-12-06T12:00:00.000Z')).toEqual({
      status: 'waiting',
      reason: 'event_not_over',
      until: '2026-12-08T22:00:00.000Z',
    });
    expect(await payoutAt('2026-12-09T12:00:00.000Z')).toEqual({
      status: 'waiting',
      reason: 'no_payout_account',
    });
    await storeAccount('2026-12-08T12:00:00.000Z');
    expect(await payoutAt('2026-12-09T12:00:00.000Z')).toEqual(
      heldAfterAccountChange('2026-12-10T12:00:00.000Z'),
    );
    expect(await payoutAt('2026-12-10T12:00:00.000Z')).toEqual(payableSale);
    expect((await organisersMoney()).payouts).toEqual([]);
  });

  it('pays to the organiser’s account in the currency once 48 hours past its change', async () => {
    await sell('order-1', 10_000, 700, '2026-12-01T10:00:00.000Z');
    await storeAccount('2026-12-09T12:00:00.000Z');
    expect(await payoutAt('2026-12-10T12:00:00.000Z')).toEqual(
      heldAfterAccountChange('2026-12-11T12:00:00.000Z'),
    );
    expect(await payoutAt('2026-12-11T12:00:00.000Z')).toEqual(payableSale);
  });

  it('shows nothing to anyone but the organiser and administrators', async () => {
    await sell('order-1', 10_000, 700, '2026-12-01T10:00:00.000Z');
    const stranger = { uid: 'someone-else', isAdmin: false };
    await expect(
      getEventMoney({ services: services(), eventId: 'e1', viewer: stranger }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const admin = { uid: 'admin', isAdmin: true };
    const seen = await getEventMoney({ services: services(), eventId: 'e1', viewer: admin });
    expect(seen.currencies).toHaveLength(1);
  });

  it('lists every entry for the statement, oldest first, across pages', async () => {
    for (let i = 0; i < 260; i++) {
      const at = new Date(Date.parse('2026-12-01T10:00:00.000Z') + i * 60_000).toISOString();
      await sell(`order-${String(i).padStart(3, '0')}`, 10_000, 700, at);
    }
    const { eventName, pages } = await openStatementExport({
      services: { docs, clock: { now: () => now } },
      eventId: 'e1',
      viewer: organiser,
    });
    expect(eventName).toBe('Gig');
    const rows = [];
    for await (const page of pages) rows.push(...page);
    expect(rows).toHaveLength(520);
    expect(rows.map((row) => row.at)).toEqual([...rows.map((row) => row.at)].sort());
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(260 * 9_300);
  });
});
