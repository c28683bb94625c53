/**
 * What the Payouts tab's tests serve it: payable balances and transfers, through the mocked
 * API client, beside what admin-page.fixtures.tsx serves the other tabs.
 */
import type { PayableView, PayoutsResponse } from '@contract/payouts';
import type { PlatformRevenueResponse } from '@contract/revenue';
import { get, serve } from './admin-page.fixtures';

type Transfer = PayoutsResponse['payouts'][number];

/** The default balance and its transfer are for one event, paid into one account. */
const gig = { eventId: 'gig', eventName: 'Rooftop Sessions', currency: 'ZAR' } as const;
const account = { bankName: 'Capitec Bank', accountLast4: '0001' };

export function buildPayable(overrides: Partial<PayableView> = {}): PayableView {
  return {
    ...gig,
    overAt: '2026-12-05T20:00:00.000Z',
    organiserUid: 'ada',
    organiserEmail: 'ada@example.com',
    balance: 123400,
    readiness: { status: 'payable', amount: 123400 },
    account,
    ...overrides,
  };
}

export function buildTransfer(overrides: Partial<Transfer> = {}): Transfer {
  return {
    ...gig,
    ...account,
    id: 'po_1',
    amount: 50000,
    status: 'paid',
    createdAt: '2026-12-09T10:00:00.000Z',
    updatedAt: '2026-12-09T10:05:00.000Z',
    settledAt: '2026-12-09T10:05:00.000Z',
    ...overrides,
  };
}

/**
 * The admin page's data, with these balances (one page, or a first page and the next),
 * these transfers (filtered by `status` as the server filters them) and this revenue.
 */
export function servePayouts({
  payables = [buildPayable()],
  morePayables,
  transfers = [buildTransfer()],
  revenue = { from: '2026-01', months: [] },
}: {
  payables?: PayableView[];
  morePayables?: PayableView[];
  transfers?: Transfer[];
  revenue?: PlatformRevenueResponse;
} = {}) {
  serve();
  const served = get.getMockImplementation()!;
  get.mockImplementation(async (path, ...rest) => {
    if (path === '/api/admin/payables') {
      return { payables, ...(morePayables ? { nextCursor: 'page-2' } : {}) };
    }
    if (path === '/api/admin/payables?after=page-2') return { payables: morePayables ?? [] };
    if (path.startsWith('/api/admin/payouts')) {
      const status = new URL(path, 'http://localhost').searchParams.get('status');
      return { payouts: transfers.filter((each) => !status || each.status === status) };
    }
    if (path === '/api/admin/revenue?months=12') return revenue;
    return served(path, ...rest);
  });
}
