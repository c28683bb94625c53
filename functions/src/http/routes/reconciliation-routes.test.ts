import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../contract/errors';
import { reconciliationReport } from '../../contract/reconciliation';
import type { PayoutGateway } from '../../ports/payout-gateway';
import { startApiApp, type ApiHarness } from '../../test-support/api-app-harness';

/** A gateway whose statement holds one payment the ledger never heard of. */
const payouts = {
  listTransactions: async () => [
    {
      reference: 'unknown-payment',
      status: 'success' as const,
      amount: 15_000,
      currency: 'ZAR',
      fees: 532,
      paidAt: '2026-11-02T10:00:00.000Z',
      createdAt: '2026-11-02T09:59:00.000Z',
    },
  ],
  listRefunds: async () => [],
  listTransfers: async () => [],
} as Partial<PayoutGateway> as PayoutGateway;

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiApp({ payouts });
});
afterEach(() => api.close());

const ask = (query: string, token = 'admin') =>
  api.call(`/api/admin/reconciliation?${query}`, { token });

describe('GET /api/admin/reconciliation', () => {
  it('answers administrators with the report of the period', async () => {
    const answer = await ask('from=2026-11-01&to=2026-11-30');
    expect(answer.status).toBe(200);
    const report = reconciliationReport.parse(answer.body);
    expect(report.days).toHaveLength(30);
    expect(report.differences).toEqual([
      expect.objectContaining({
        kind: 'charge_missing_in_ledger',
        reference: 'unknown-payment',
        day: '2026-11-02',
        gateway: 15_000,
      }),
    ]);
  });

  it('is for administrators only', async () => {
    expect((await ask('from=2026-11-01&to=2026-11-30', 'organiser')).status).toBe(403);
    expect((await api.call('/api/admin/reconciliation?from=2026-11-01&to=2026-11-30')).status).toBe(
      401,
    );
  });

  it.each([
    ['from=2026-11-31&to=2026-12-01', 'from', 'Not a day of the calendar'],
    ['from=1%20Nov&to=2026-12-01', 'from', 'A day is written YYYY-MM-DD'],
    ['from=2026-11-01', 'to', 'A day is written YYYY-MM-DD'],
    ['from=2026-11-01&to=2026-12-02', 'to', 'A period is at most 31 days'],
    ['from=2026-11-02&to=2026-11-01', 'to', 'The period ends before it starts'],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const answer = await ask(query);
    expect(answer.status).toBe(400);
    expect(apiErrorBody.parse(answer.body).error).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: message },
    });
  });

  it('takes a period of 31 days', async () => {
    expect((await ask('from=2026-12-01&to=2026-12-31')).status).toBe(200);
  });
});
