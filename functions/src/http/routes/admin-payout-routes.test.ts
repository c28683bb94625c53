import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventRecord } from '../../app/events/event-records';
import { prepareLedgerPosting } from '../../app/money/post-to-ledger';
import type { PayoutRecord } from '../../app/payouts/payout-records';
import { payablesResponse, payoutHoldResponse, payoutsResponse } from '../../contract/payouts';
import { platformRevenueResponse } from '../../contract/revenue';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiApp({
    clock: { now: () => new Date('2026-12-10T12:00:00.000Z') },
  });
});
afterEach(() => api.close());

/** An approved event saved before `overAt` was kept, with a sale of R 100. */
async function storeOldEventWithSale(eventId: string, endsAt: string) {
  const event: EventRecord = {
    uid: 'organiser',
    name: eventId,
    description: '',
    approved: true,
    status: 'approved',
    endsAt,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  await api.docs.set(paths.event(eventId), event);
  await api.docs.runTransaction(async (tx) => {
    const post = await prepareLedgerPosting(tx, {
      eventId,
      uid: 'organiser',
      currency: 'ZAR',
      reference: `${eventId}-sale`,
      at: '2026-12-01T10:00:00.000Z',
      entries: [{ kind: 'sale', amount: 10_000 }],
    });
    post();
  });
}

describe('GET /api/admin/payables', () => {
  it('is for administrators only', async () => {
    const answer = await api.call('/api/admin/payables', { token: 'organiser' });
    expect(answer.status).toBe(403);
  });

  it('lists events saved before overAt was kept, once the backfill gave it to them', async () => {
    await storeOldEventWithSale('old-gig', '2026-12-01T22:00:00.000Z');

    const answer = await api.call('/api/admin/payables?limit=10', { token: 'admin' });

    expect(answer.status).toBe(200);
    const { payables } = payablesResponse.parse(answer.body);
    expect(payables).toEqual([
      expect.objectContaining({
        eventId: 'old-gig',
        currency: 'ZAR',
        balance: 10_000,
        readiness: { status: 'waiting', reason: 'no_payout_account' },
      }),
    ]);
  });

  it('refuses a page size it does not serve', async () => {
    const answer = await api.call('/api/admin/payables?limit=1000', { token: 'admin' });
    expect(answer.status).toBe(400);
  });
});

describe('GET /api/admin/payouts', () => {
  it('names each payout’s event, and filters by status', async () => {
    await storeOldEventWithSale('gig', '2026-12-01T22:00:00.000Z');
    const payout = (status: PayoutRecord['status'], createdAt: string): PayoutRecord => ({
      eventId: 'gig',
      uid: 'organiser',
      currency: 'ZAR',
      amount: 5_000,
      status,
      recipientCode: 'RCP_1',
      bankName: 'Capitec Bank',
      accountLast4: '0001',
      approvedBy: 'admin',
      createdAt,
      updatedAt: createdAt,
      attempts: 1,
    });
    await api.docs.set(paths.payout('po_1'), payout('paid', '2026-12-05T10:00:00.000Z'));
    await api.docs.set(paths.payout('po_2'), {
      ...payout('failed', '2026-12-06T10:00:00.000Z'),
      eventId: 'deleted-event',
    });

    const all = await api.call('/api/admin/payouts', { token: 'admin' });
    const failed = await api.call('/api/admin/payouts?status=failed', { token: 'admin' });

    expect(payoutsResponse.parse(all.body).payouts).toEqual([
      expect.not.objectContaining({ eventName: expect.anything() }),
      expect.objectContaining({ id: 'po_1', eventName: 'gig', status: 'paid' }),
    ]);
    expect(payoutsResponse.parse(failed.body).payouts.map((each) => each.id)).toEqual(['po_2']);
  });
});

describe('POST /api/admin/events/:eventId/payout-hold', () => {
  it('answers with the hold, then with none once released', async () => {
    await storeOldEventWithSale('gig', '2026-12-01T22:00:00.000Z');
    const hold = (json: object) =>
      api.call('/api/admin/events/gig/payout-hold', { token: 'admin', json });

    const held = await hold({ hold: true, reason: 'Chargebacks' });
    expect(payoutHoldResponse.parse(held.body)).toEqual({
      eventId: 'gig',
      payoutHold: { reason: 'Chargebacks', by: 'admin', at: '2026-12-10T12:00:00.000Z' },
    });
    const released = await hold({ hold: false });
    expect(payoutHoldResponse.parse(released.body)).toEqual({ eventId: 'gig', payoutHold: null });
  });
});

describe('GET /api/admin/revenue', () => {
  it('is for administrators, 12 months unless asked, 36 at most', async () => {
    expect((await api.call('/api/admin/revenue', { token: 'organiser' })).status).toBe(403);
    const answer = await api.call('/api/admin/revenue', { token: 'admin' });
    expect(platformRevenueResponse.parse(answer.body)).toEqual({ from: '2026-01', months: [] });
    const tooMany = await api.call('/api/admin/revenue?months=37', { token: 'admin' });
    expect(tooMany.status).toBe(400);
  });
});
