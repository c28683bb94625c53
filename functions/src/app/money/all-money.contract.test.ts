/**
 * An organisation's money across its events, on both DocStores: only events with money,
 * newest first, another organisation's left out, totals summed per currency, and only for
 * members who see money (those limited to some events see those).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { signed, type LedgerEntryKind } from '../../domain/ledger';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storeApprovedEvent } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { moneyServices, postToLedger } from '../../test-support/money-fixtures';
import type { TeamRole } from '../../contract/team-roles';
import type { MembershipRecord } from '../organisations/organisation-records';
import { personalOrganisationId } from '../organisations/personal-organisation';
import { getAllMoney } from './get-all-money';

describe.each(docStoreHarnesses('demo-all-money'))('all money on $name', ({ open }) => {
  let docs: DocStore;
  const services = () =>
    moneyServices({ docs, clock: { now: () => new Date('2026-12-10T12:00:00.000Z') } });

  /** An event of `uid`, created at `createdAt`, ending at `endsAt`. */
  async function storeEvent(eventId: string, uid: string, createdAt: string, endsAt: string) {
    await storeApprovedEvent(docs, eventId, { gen: { name: 'General', capacity: 10 } });
    await docs.update(paths.event(eventId), {
      uid,
      orgId: personalOrganisationId(uid),
      name: `Event ${eventId}`,
      createdAt,
      endsAt,
    });
  }
  const organisersOrg = personalOrganisationId('organiser');
  const join = (uid: string, orgId: string, role: TeamRole, eventIds?: string[]) =>
    docs.set(paths.membership(orgId, uid), {
      orgId,
      uid,
      role,
      ...(eventIds ? { eventIds } : {}),
      addedAt: '2026-09-01T00:00:00.000Z',
    } satisfies MembershipRecord);

  /** Entries posted together as fulfilment, a refund or a payout posts them. */
  const post = (
    eventId: string,
    reference: string,
    entries: Array<[Exclude<LedgerEntryKind, 'adjustment'>, number]>,
    currency = 'ZAR',
  ) =>
    postToLedger(docs, {
      eventId,
      currency,
      reference,
      at: '2026-12-01T10:00:00.000Z',
      timeZone: 'Africa/Johannesburg',
      entries: entries.map(([kind, amount]) => ({ kind, amount: signed(kind, amount) })),
    });

  beforeEach(async () => {
    docs = await open();
    await join('organiser', organisersOrg, 'owner');
    await join('someone-else', personalOrganisationId('someone-else'), 'owner');
    await storeEvent('old', 'organiser', '2026-10-01T00:00:00.000Z', '2026-11-01T22:00:00.000Z');
    await storeEvent('new', 'organiser', '2026-11-01T00:00:00.000Z', '2026-12-20T22:00:00.000Z');
    await storeEvent('quiet', 'organiser', '2026-11-05T00:00:00.000Z', '2026-12-24T22:00:00.000Z');
    await storeEvent(
      'theirs',
      'someone-else',
      '2026-11-02T00:00:00.000Z',
      '2026-12-01T22:00:00.000Z',
    );
    await post('old', 'o-1', [
      ['sale', 10_000],
      ['platform_fee', 700],
    ]);
    await post('old', 'p-1', [['payout', 9_300]]);
    await post(
      'old',
      'o-2',
      [
        ['sale', 5_000],
        ['platform_fee', 350],
      ],
      'USD',
    );
    await post('new', 'o-3', [
      ['sale', 20_000],
      ['platform_fee', 1_400],
      ['gateway_fee', 500],
    ]);
    await post('new', 'r-3', [
      ['refund', 2_000],
      ['platform_fee_returned', 140],
    ]);
    await post('theirs', 'o-4', [['sale', 99_000]]);
  });

  it('lists the organiser’s events with money, newest first, with readiness', async () => {
    const money = await getAllMoney({ services: services(), uid: 'organiser' });
    expect(money.events.map((event) => event.eventId)).toEqual(['new', 'old']);
    const [fresh, old] = money.events;
    expect(fresh).toMatchObject({ eventName: 'Event new', endsAt: '2026-12-20T22:00:00.000Z' });
    expect(fresh!.currencies).toEqual([
      {
        currency: 'ZAR',
        summary: expect.objectContaining({ gross: 20_000, refunds: 2_000, net: 16_240 }),
        payout: { status: 'waiting', reason: 'event_not_over', until: '2026-12-23T22:00:00.000Z' },
      },
    ]);
    expect(old!.currencies.map((c) => c.currency)).toEqual(['USD', 'ZAR']);
    expect(old!.currencies[1]!.payout).toEqual({ status: 'waiting', reason: 'nothing_owed' });
    expect(old!.currencies[0]!.payout).toEqual({ status: 'waiting', reason: 'no_payout_account' });
  });

  it('sums every figure per currency across the events', async () => {
    const { totals } = await getAllMoney({ services: services(), uid: 'organiser' });
    expect(totals).toEqual([
      {
        currency: 'USD',
        summary: expect.objectContaining({ gross: 5_000, platformFees: 350, balance: 4_650 }),
      },
      {
        currency: 'ZAR',
        summary: {
          gross: 30_000,
          platformFees: 1_960,
          vat: 0,
          gatewayFees: 500,
          refunds: 2_000,
          net: 25_540,
          paidOut: 9_300,
          adjustments: 0,
          balance: 16_240,
        },
      },
    ]);
  });

  it('gives someone in no organisation nothing', async () => {
    expect(await getAllMoney({ services: services(), uid: 'nobody' })).toEqual({
      events: [],
      totals: [],
    });
  });

  it('shows members who see money their events; others are refused', async () => {
    await join('bookkeeper', organisersOrg, 'finance', ['old']);
    await join('door', organisersOrg, 'box_office');
    const limited = await getAllMoney({
      services: services(),
      uid: 'bookkeeper',
      orgId: organisersOrg,
    });
    expect(limited.events.map((event) => event.eventId)).toEqual(['old']);
    expect(limited.totals.find((total) => total.currency === 'ZAR')?.summary.gross).toBe(10_000);
    await expect(
      getAllMoney({ services: services(), uid: 'door', orgId: organisersOrg }),
    ).rejects.toMatchObject({ code: 'forbidden', details: { right: 'money.view' } });
    await expect(
      getAllMoney({ services: services(), uid: 'organiser', orgId: 'personal-someone-else' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
