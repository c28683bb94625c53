import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRecord } from '../../app/events/event-records';
import type { MembershipRecord } from '../../app/organisations/organisation-records';
import type { PayoutRecord } from '../../app/payouts/payout-records';
import { feeDocumentsResponse } from '../../contract/fee-documents';
import type { TeamRole } from '../../contract/team-roles';
import { paths } from '../../paths';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';
import { postToLedger } from '../../test-support/money-fixtures';
import { TestClock } from '../../test-support/test-clock';

// Tokens are uids (the harness); "admin" is a platform administrator's.
describe('fee documents and payout statements over HTTP', () => {
  let api: ApiHarness;
  const payoutId = 'po_first';
  const statement = (kind: 'csv' | 'pdf', eventId = 'e1') =>
    `/api/events/${eventId}/payouts/${payoutId}/statement.${kind}`;
  const feeList = '/api/money/fee-documents?orgId=org1';
  const feePdf = '/api/money/fee-documents/invoice-2026-10-ZAR.pdf?orgId=org1';

  beforeAll(async () => {
    api = await startApiApp({ clock: new TestClock(Date.parse('2026-11-05T10:00:00.000Z')) });
    const { docs } = api;
    const join = (uid: string, role: TeamRole, eventIds?: string[]) =>
      docs.set(paths.membership('org1', uid), {
        orgId: 'org1',
        uid,
        role,
        ...(eventIds ? { eventIds } : {}),
        addedAt: '2026-09-01T00:00:00.000Z',
      } satisfies MembershipRecord);
    await docs.set(paths.organisation('org1'), {
      name: 'Rooftop',
      slug: 'rooftop',
      createdAt: '2026-09-01T00:00:00.000Z',
      updatedAt: '2026-09-01T00:00:00.000Z',
    });
    await join('boss', 'owner');
    await join('fin', 'finance');
    await join('mgr', 'event_manager');
    await join('lim', 'finance', ['e1']);
    for (const eventId of ['e1', 'e2']) {
      await docs.set(paths.event(eventId), {
        uid: 'boss',
        orgId: 'org1',
        name: 'Rooftop Sessions',
        description: '',
        createdAt: '2026-09-10T10:00:00.000Z',
        updatedAt: '2026-09-10T10:00:00.000Z',
      } satisfies EventRecord);
    }
    const post = (
      reference: string,
      at: string,
      entries: Parameters<typeof postToLedger>[1]['entries'],
    ) => postToLedger(docs, { eventId: 'e1', currency: 'ZAR', reference, at, entries });
    await post('order-1', '2026-10-05T10:00:00.000Z', [
      { kind: 'sale', amount: 20_000 },
      { kind: 'platform_fee', amount: -1_250 },
      { kind: 'platform_fee_vat', amount: -188 },
      { kind: 'gateway_fee', amount: -580 },
    ]);
    // A reason a spreadsheet would run as a formula, if it were sent as it is.
    await post('adj-1', '2026-10-06T10:00:00.000Z', [
      { kind: 'adjustment', amount: -500, reason: '=HYPERLINK("http://evil.example")' },
    ]);
    await post(payoutId, '2026-10-20T10:00:00.000Z', [{ kind: 'payout', amount: -17_482 }]);
    await docs.set(paths.payout(payoutId), {
      eventId: 'e1',
      uid: 'boss',
      currency: 'ZAR',
      amount: 17_482,
      status: 'paid',
      recipientCode: 'RCP_1',
      bankName: 'Capitec Bank',
      accountLast4: '4821',
      approvedBy: 'admin',
      createdAt: '2026-10-20T10:00:00.000Z',
      updatedAt: '2026-10-20T10:05:00.000Z',
      settledAt: '2026-10-20T10:05:00.000Z',
      attempts: 1,
    } satisfies PayoutRecord);
  });
  afterAll(() => api.close());

  it('lists and prints the fee documents for members who see money', async () => {
    for (const token of ['boss', 'fin']) {
      const answer = await api.call(feeList, { token });
      expect(answer.status).toBe(200);
      expect(feeDocumentsResponse.parse(answer.body).documents).toEqual([
        expect.objectContaining({ id: 'invoice-2026-10-ZAR', number: 'FEE-000001', total: 1_438 }),
      ]);
    }
    const pdf = await api.fetch(feePdf, { token: 'fin' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('FEE-000001.pdf');
  });

  it.each([
    ['a member whose role does not see money', 'mgr', 403],
    ['a member limited to some events', 'lim', 403],
    ['a stranger', 'stranger', 404],
  ])('refuses the fee documents to %s', async (_who, token, status) => {
    expect((await api.call(feeList, { token })).status).toBe(status);
    expect((await api.fetch(feePdf, { token })).status).toBe(status);
  });

  it('refuses a document id that is not one, naming it', async () => {
    const answer = await api.call('/api/money/fee-documents/nonsense.pdf?orgId=org1', {
      token: 'boss',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { fields: { documentId: 'Not a fee document' } } });
  });

  it('gives the payout statement as CSV, lines then the total, formulas neutralised', async () => {
    for (const token of ['fin', 'admin']) {
      const answer = await api.fetch(statement('csv'), { token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/csv');
      const rows = (await answer.text()).trim().split('\r\n');
      expect(rows[0]).toBe('Date (UTC),Entry,Reference,Amount,Currency,Reason');
      expect(rows.slice(1).map((row) => row.split(',').slice(1, 4).join(' '))).toEqual([
        'Sale order-1 200.00',
        'Platform fee order-1 -12.50',
        'VAT on platform fee order-1 -1.88',
        'Card processing fee order-1 -5.80',
        'Adjustment adj-1 -5.00',
        'Total paid out po_first 174.82',
      ]);
      expect(rows[5]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    }
  });

  it('gives the payout statement as a PDF', async () => {
    const answer = await api.fetch(statement('pdf'), { token: 'boss' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['a member whose role does not see money', 'mgr', statement('csv'), 403],
    ['a stranger', 'stranger', statement('pdf'), 404],
    ['the payout under another event', 'boss', statement('csv', 'e2'), 404],
  ])('refuses the payout statement to %s', async (_who, token, path, status) => {
    expect((await api.fetch(path, { token })).status).toBe(status);
  });
});
