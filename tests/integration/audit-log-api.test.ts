/**
 * The audit log's money and promo code entries through the stack's functions, on whichever
 * backend the stack runs: a promo code created and changed, an order refunded by a finance
 * member and a payout an administrator approved each leave one entry with its kind and
 * fields; a refused change leaves none; and the log downloads as a CSV file for those who may
 * read it.
 */
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MembershipRecord } from '../../functions/src/app/organisations/organisation-records';
import type { EventRecord } from '../../functions/src/app/events/event-records';
import { apiErrorBody } from '../../functions/src/contract/errors';
import type { EventWithTypes } from '../../functions/src/contract/events';
import {
  auditResponse,
  myOrganisationsResponse,
  type AuditEntryView,
} from '../../functions/src/contract/organisations';
import { payoutView } from '../../functions/src/contract/payouts';
import { paths } from '../../functions/src/paths';
import { callApi } from '../support/api';
import { makePayable } from '../support/payable-event';
import { signUp, uniqueEmail, type TestUser } from '../support/auth-emulator';
import { backendDocs } from '../support/backend-docs';
import { buyPaidOrder } from '../support/buy-tickets';
import { createApprovedEvent } from '../support/events';
import { organiserAndAdmin } from '../support/organiser-and-admin';
import { testEnv } from '../support/test-env';
import { enrolTwoStep } from '../support/two-step';

let owner: TestUser;
let admin: TestUser;
let finance: TestUser;
let event: EventWithTypes;
let orgId: string;

beforeAll(async () => {
  [[owner, admin], finance] = await Promise.all([organiserAndAdmin(), signUp('audit-finance')]);
  // Approving a payout needs the second sign-in step: set up (which counts for this sign-in).
  await enrolTwoStep(admin);
  event = await createApprovedEvent(owner, admin, {
    name: `Audit ${Date.now()}`,
    description: 'Audit log tests',
    types: [{ name: 'General', price: 15000, currency: 'ZAR', capacity: 10, maxPerOrder: 2 }],
  });
  const stored = (await backendDocs().get<EventRecord>(paths.event(event.id))).data;
  orgId = stored!.orgId!;
  // Finance in the owner's organisation (as an accepted invitation leaves it).
  const membership: MembershipRecord = {
    orgId,
    uid: finance.uid,
    role: 'finance',
    addedAt: new Date().toISOString(),
  };
  await backendDocs().set(paths.membership(orgId, finance.uid), membership);
});

const audit = async (query = '') => {
  const answer = await callApi(`/api/organisations/${orgId}/audit?limit=100${query}`, {
    token: owner.idToken,
  });
  expect(answer.status).toBe(200);
  return auditResponse.parse(answer.body).entries;
};
const ofKind = async (kind: AuditEntryView['kind']) => audit(`&kind=${kind}`);

const promoPath = (code = '') => `/api/events/${event.id}/promoCodes${code ? `/${code}` : ''}`;

describe('the audit log of money and promo codes', () => {
  it('records a promo code created and changed, and nothing for a refused change', async () => {
    const created = await callApi(promoPath(), {
      token: owner.idToken,
      json: {
        code: 'early-bird',
        discount: { kind: 'percent', percent: 12.5 },
        maxUses: 5,
        validFrom: '2026-01-01T00:00:00.000Z',
      },
    });
    expect(created.status).toBe(201);
    const [entry, ...more] = await ofKind('promo_code.created');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUid: owner.uid,
      actorEmail: owner.email,
      eventId: event.id,
      after: {
        code: 'EARLY-BIRD',
        discount: '12.5% off per ticket',
        maxUses: 5,
        validFrom: '2026-01-01T00:00:00.000Z',
        validUntil: null,
      },
    });
    expect(entry!.summary).toContain('EARLY-BIRD');
    expect(entry!.before).toBeUndefined();

    // Refused: the same code again (409), a window that ends before it starts (400), and
    // finance, whose role does not manage promo codes (403). None is recorded.
    const before = await audit();
    const refusals: Array<[() => Promise<{ status: number }>, number]> = [
      [
        () =>
          callApi(promoPath(), {
            token: owner.idToken,
            json: { code: 'EARLY-bird', discount: { kind: 'percent', percent: 5 } },
          }),
        409,
      ],
      [
        () =>
          callApi(promoPath('EARLY-BIRD'), {
            method: 'PATCH',
            token: owner.idToken,
            json: { validUntil: '2025-12-01T00:00:00.000Z' },
          }),
        400,
      ],
      [
        () =>
          callApi(promoPath('EARLY-BIRD'), {
            method: 'PATCH',
            token: finance.idToken,
            json: { maxUses: 50 },
          }),
        403,
      ],
    ];
    for (const [refused, status] of refusals) expect((await refused()).status).toBe(status);
    expect(await audit()).toEqual(before);

    const changed = await callApi(promoPath('EARLY-BIRD'), {
      method: 'PATCH',
      token: owner.idToken,
      json: { maxUses: 10, discount: { kind: 'amount', amount: 2500, currency: 'ZAR' } },
    });
    expect(changed.status).toBe(200);
    const deactivated = await callApi(promoPath('EARLY-BIRD'), {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(deactivated.status).toBe(200);
    // The same again changes nothing, and records nothing.
    const again = await callApi(promoPath('EARLY-BIRD'), {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(again.status).toBe(200);

    const changes = await ofKind('promo_code.changed');
    expect(changes).toHaveLength(2);
    // Newest first: the deactivation, then the new limit and discount.
    expect(changes[0]).toMatchObject({
      actorUid: owner.uid,
      eventId: event.id,
      before: { active: true },
      after: { active: false },
    });
    expect(changes[0]!.summary).toMatch(/^Deactivated promo code EARLY-BIRD/);
    expect(changes[1]).toMatchObject({
      before: { maxUses: 5, discount: '12.5% off per ticket' },
      after: { maxUses: 10, discount: '25.00 ZAR off per ticket' },
    });
    expect(Object.keys(changes[1]!.after!).sort()).toEqual(['discount', 'maxUses']);
  });

  it('records an order refunded by a finance member once, however often it is pressed', async () => {
    const paid = await buyPaidOrder(event, 'General', 1, uniqueEmail('audit-buyer'));
    const refund = () =>
      callApi(`/api/orders/${paid.reference}/refund`, { method: 'POST', token: finance.idToken });
    expect((await refund()).status).toBe(200);
    expect((await refund()).status).toBe(200);
    const refunds = await ofKind('refund.made');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      actorUid: finance.uid,
      actorEmail: finance.email,
      eventId: event.id,
      after: {
        order: paid.reference,
        amount: 15000,
        currency: 'ZAR',
        reason: 'The organiser refunded this order',
      },
    });
    expect(refunds[0]!.summary).toContain(paid.reference);
    expect(refunds[0]!.summary).toContain('150.00 ZAR');
  });

  it('records a payout an administrator approved, with the administrator as who did it', async () => {
    // A sale left to pay out, the event over a week ago, a ZAR account long known.
    await buyPaidOrder(event, 'General', 1, uniqueEmail('audit-buyer'));
    await makePayable(event.id, owner.uid);

    const approved = await callApi(`/api/admin/events/${event.id}/payouts`, {
      token: admin.idToken,
      json: { currency: 'ZAR' },
    });
    expect(approved.status).toBe(201);
    const payout = payoutView.parse(approved.body);
    const [entry, ...more] = await ofKind('payout.approved');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUid: admin.uid,
      actorEmail: admin.email,
      eventId: event.id,
      after: { amount: payout.amount, currency: 'ZAR', event: event.name, payout: payout.id },
    });
    // Refused (nothing left to pay out): nothing recorded.
    expect(
      (
        await callApi(`/api/admin/events/${event.id}/payouts`, {
          token: admin.idToken,
          json: { currency: 'ZAR' },
        })
      ).status,
    ).toBe(409);
    expect(await ofKind('payout.approved')).toHaveLength(1);
  });
});

describe('the audit log as a CSV file', () => {
  const download = async (query = '', user = owner) => {
    const response = await fetch(
      `${testEnv.hostingUrl}/api/organisations/${orgId}/audit.csv${query}`,
      { headers: { authorization: `Bearer ${user.idToken}` } },
    );
    return { response, text: await response.text() };
  };

  it('has a header row and every entry, newest first, named after the organisation', async () => {
    const { response, text } = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const mine = myOrganisationsResponse
      .parse((await callApi('/api/organisations/mine', { token: owner.idToken })).body)
      .organisations.find((organisation) => organisation.id === orgId)!;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename=audit-${mine.slug}.csv`,
    );
    const header = parse(text, { bom: true, to_line: 1 }) as string[][];
    expect(header[0]).toEqual([
      'Date (UTC)',
      'Kind',
      'Person',
      'Summary',
      'Event',
      'Before',
      'After',
    ]);
    const rows = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    const entries = await audit();
    expect(rows.map((row) => [row['Date (UTC)'], row.Kind, row.Summary])).toEqual(
      entries.map((entry) => [entry.at, entry.kind, entry.summary]),
    );
    const payout = rows.find((row) => row.Kind === 'payout.approved')!;
    expect(payout).toMatchObject({ Person: admin.email, Event: event.name, Before: '' });
    expect(JSON.parse(payout.After!)).toMatchObject({ currency: 'ZAR', event: event.name });
    const change = rows.find((row) => row.Kind === 'promo_code.changed')!;
    expect(JSON.parse(change.Before!)).toEqual({ active: true });
    expect(JSON.parse(change.After!)).toEqual({ active: false });
  });

  it('takes the list’s filters', async () => {
    const { text } = await download(`?kind=refund.made&actor=${finance.uid}`);
    const rows = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Kind: 'refund.made', Person: finance.email });
    const none = parse((await download(`?actor=${admin.uid}&kind=refund.made`)).text, {
      bom: true,
    }) as string[][];
    expect(none).toHaveLength(1);
    expect((await download('?kind=teleport')).response.status).toBe(400);
  });

  it('is refused to a member whose role does not read the log (403), and to anyone else (404)', async () => {
    const forbidden = await download('', finance);
    expect(forbidden.response.status).toBe(403);
    expect(apiErrorBody.parse(JSON.parse(forbidden.text)).error.details).toEqual({
      right: 'audit.view',
    });
    const stranger = await signUp('audit-stranger');
    expect((await download('', stranger)).response.status).toBe(404);
    expect((await download('', admin)).response.status).toBe(200);
  });
});
