/**
 * The administrators' payables list on both DocStores: only approved events that are over,
 * the latest first, a page at a time; each non-zero balance with whether it can be paid out
 * now and why not, the hold, the organiser's email and account, and the latest payout.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PayableView } from '../../contract/payouts';
import { signed } from '../../domain/ledger';
import { paths } from '../../paths';
import { personalOrganisationId } from '../organisations/personal-organisation';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { moneyServices, postToLedger } from '../../test-support/money-fixtures';
import { createEvent } from '../events/create-event';
import type { EventRecord } from '../events/event-records';
import { updateEvent } from '../events/update-event';
import { listPayables } from './list-payables';
import { backfillOverAt } from './over-at-backfill';
import type { PayoutAccountRef, PayoutRecord } from './payout-records';

const hourMs = 3_600_000;

describe.each(docStoreHarnesses('demo-payables'))('payables on $name', ({ open }) => {
  let docs: DocStore;
  const now = new Date('2026-12-10T12:00:00.000Z');
  const services = () => moneyServices({ docs, clock: { now: () => now } });
  const list = (page: { after?: string; limit?: number } = {}) =>
    listPayables({ services: services(), page });

  /** An approved event with these fields; `overAt` as create and edit write it. */
  async function storeEvent(eventId: string, fields: Partial<EventRecord>) {
    await storeApprovedEvent(docs, eventId, {});
    const overAt = fields.endsAt ?? fields.startsAt;
    await docs.update(paths.event(eventId), {
      name: eventId,
      ...fields,
      ...(overAt ? { overAt } : {}),
    });
  }

  const fee = (amount: number) => Math.round((amount * 7) / 100);
  /** A sale of `amount` less a 7% fee. */
  const sell = (eventId: string, reference: string, amount: number, currency = 'ZAR') =>
    postToLedger(docs, {
      eventId,
      currency,
      reference,
      at: '2026-12-01T10:00:00.000Z',
      entries: [
        { kind: 'sale', amount },
        { kind: 'platform_fee', amount: signed('platform_fee', fee(amount)) },
      ],
    });
  /** The sale `reference` refunded, its fee given back. */
  const refund = (eventId: string, reference: string, amount: number, currency = 'ZAR') =>
    postToLedger(docs, {
      eventId,
      currency,
      reference: `${reference}-refund`,
      at: '2026-12-02T10:00:00.000Z',
      entries: [
        { kind: 'refund', amount: signed('refund', amount) },
        { kind: 'platform_fee_returned', amount: fee(amount) },
      ],
    });

  beforeEach(async () => {
    docs = await open();
    const account: PayoutAccountRef = {
      recipientCode: 'RCP_1',
      bankName: 'Capitec Bank',
      accountLast4: '0001',
      currency: 'ZAR',
      changedAt: '2026-11-01T00:00:00.000Z',
    };
    await docs.set(paths.payoutAccount(personalOrganisationId('organiser'), 'ZAR'), account);
  });

  it('lists only approved events that are over, with a balance, the latest first', async () => {
    await storeEvent('over', { endsAt: '2026-12-05T22:00:00.000Z' });
    await sell('over', 'o-1', 10_000);
    // A USD balance that came back to zero: no row for it.
    await sell('over', 'o-2', 2_000, 'USD');
    await refund('over', 'o-2', 2_000, 'USD');
    await storeEvent('just-over', { endsAt: '2026-12-09T20:00:00.000Z' });
    await sell('just-over', 'j-1', 5_000);
    await storeEvent('no-sales', { endsAt: '2026-12-06T22:00:00.000Z' });
    await storeEvent('coming', { endsAt: '2026-12-20T22:00:00.000Z' });
    await sell('coming', 'c-1', 5_000);
    await storeEvent('rejected', {
      endsAt: '2026-12-05T22:00:00.000Z',
      approved: false,
      status: 'rejected',
    });
    await sell('rejected', 'p-1', 5_000);

    const { payables, nextCursor } = await list();

    expect(nextCursor).toBeUndefined();
    expect(payables.map((row) => [row.eventId, row.currency])).toEqual([
      ['just-over', 'ZAR'],
      ['over', 'ZAR'],
    ]);
    expect(payables[1]).toEqual({
      eventId: 'over',
      eventName: 'over',
      overAt: '2026-12-05T22:00:00.000Z',
      organiserUid: 'organiser',
      organiserEmail: 'organiser@example.com',
      currency: 'ZAR',
      balance: 9_300,
      readiness: { status: 'payable', amount: 9_300 },
      account: { bankName: 'Capitec Bank', accountLast4: '0001' },
    } satisfies PayableView);
  });

  it('says why a balance waits: the event, the account, a hold, a payout', async () => {
    await storeEvent('recent', { endsAt: '2026-12-09T20:00:00.000Z' });
    await sell('recent', 'r-1', 5_000);
    await storeEvent('held', { endsAt: '2026-12-01T22:00:00.000Z' });
    await docs.update(paths.event('held'), {
      payoutHold: { reason: 'Chargebacks', by: 'admin', at: '2026-12-08T09:00:00.000Z' },
    });
    await sell('held', 'h-1', 5_000);
    // No end, only a start: payouts count from it. Saved before `overAt` was kept.
    await storeApprovedEvent(docs, 'started', {});
    await docs.update(paths.event('started'), {
      name: 'started',
      startsAt: '2026-11-20T18:00:00.000+02:00',
    });
    await sell('started', 's-1', 5_000, 'USD');
    await storeEvent('paying', { endsAt: '2026-11-10T22:00:00.000Z' });
    await sell('paying', 'y-1', 5_000);
    await docs.set(paths.payoutLock('paying', 'ZAR'), {
      inFlight: 'po_1',
      updatedAt: '2026-12-09T00:00:00.000Z',
    });
    const payout: PayoutRecord = {
      eventId: 'paying',
      uid: 'organiser',
      currency: 'ZAR',
      amount: 1_000,
      status: 'pending',
      recipientCode: 'RCP_1',
      bankName: 'Capitec Bank',
      accountLast4: '0001',
      approvedBy: 'admin',
      createdAt: '2026-12-09T00:00:00.000Z',
      updatedAt: '2026-12-09T00:00:00.000Z',
      attempts: 1,
    };
    await docs.set(paths.payout('po_0'), { ...payout, createdAt: '2026-12-01T00:00:00.000Z' });
    await docs.set(paths.payout('po_1'), payout);

    expect(await backfillOverAt(docs)).toBe(1);
    const { payables } = await list();

    const byEvent = new Map(payables.map((row) => [row.eventId, row]));
    expect([...byEvent.keys()]).toEqual(['recent', 'held', 'started', 'paying']);
    expect(byEvent.get('recent')!.readiness).toEqual({
      status: 'waiting',
      reason: 'event_not_over',
      until: '2026-12-12T20:00:00.000Z',
    });
    expect(byEvent.get('held')).toMatchObject({
      readiness: { status: 'waiting', reason: 'on_hold' },
      payoutHold: { reason: 'Chargebacks', at: '2026-12-08T09:00:00.000Z' },
    });
    expect(byEvent.get('started')).toMatchObject({
      overAt: '2026-11-20T16:00:00.000Z',
      currency: 'USD',
      readiness: { status: 'waiting', reason: 'no_payout_account' },
    });
    expect(byEvent.get('started')!.account).toBeUndefined();
    expect(byEvent.get('paying')).toMatchObject({
      readiness: { status: 'waiting', reason: 'payout_in_progress' },
      latestPayout: { id: 'po_1', status: 'pending', amount: 1_000 },
    });
  });

  it('pages through the events, each once, the latest first', async () => {
    const ends = Array.from({ length: 5 }, (_, i) =>
      new Date(Date.parse('2026-11-01T20:00:00.000Z') + i * 24 * hourMs).toISOString(),
    );
    for (const [i, endsAt] of ends.entries()) {
      await storeEvent(`e${i}`, { endsAt });
      // The third has no money: its page holds one row for two events.
      if (i !== 2) await sell(`e${i}`, `sale-${i}`, 1_000 * (i + 1));
    }

    const first = await list({ limit: 2 });
    const second = await list({ limit: 2, after: first.nextCursor! });
    const third = await list({ limit: 2, after: second.nextCursor! });

    expect(first.payables.map((row) => row.eventId)).toEqual(['e4', 'e3']);
    expect(second.payables.map((row) => row.eventId)).toEqual(['e1']);
    expect(third.payables.map((row) => row.eventId)).toEqual(['e0']);
    expect(third.nextCursor).toBeUndefined();
  });

  it('keeps overAt, in UTC, on the events it creates and edits', async () => {
    const eventServices = { docs, clock: { now: () => now }, paymentCurrencies: ['ZAR'] };
    const input = { name: 'Late show', description: '', feeMode: 'absorbed' as const, types: [] };
    const created = await createEvent({
      services: eventServices,
      ownerUid: 'organiser',
      input: { ...input, startsAt: '2026-12-01T20:00:00+02:00' },
    });
    const overAt = async () => (await docs.get<EventRecord>(paths.event(created.id))).data!.overAt;
    expect(await overAt()).toBe('2026-12-01T18:00:00.000Z');

    const edit = (dates: { startsAt?: string; endsAt?: string }) =>
      updateEvent({
        services: eventServices,
        eventId: created.id,
        viewer: { uid: 'organiser', isAdmin: false },
        input: { ...input, ...dates },
      });
    await edit({ startsAt: '2026-12-01T20:00:00+02:00', endsAt: '2026-12-02T01:00:00+02:00' });
    expect(await overAt()).toBe('2026-12-01T23:00:00.000Z');
    await edit({});
    expect(await overAt()).toBeUndefined();
  });
});
