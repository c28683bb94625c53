import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reconciliationReport, type ReconciliationReport } from '@contract/reconciliation';
import { ApiError } from '@/lib/api-error';
import { get, openTab, resetApi } from './admin-page.fixtures';
import { servePayouts } from './admin-payouts.fixtures';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

const path = '/api/admin/reconciliation?from=2026-12-01&to=2026-12-07';
const same = (ledger: number) => ({ ledger, gateway: ledger });

const cleanReport: ReconciliationReport = {
  period: { from: '2026-12-01', to: '2026-12-07' },
  days: [
    {
      day: '2026-12-01',
      currencies: [
        {
          currency: 'ZAR',
          charges: same(123400),
          gatewayFees: same(3580),
          refunds: same(0),
          transfers: same(50000),
        },
      ],
    },
    { day: '2026-12-02', currencies: [] },
  ],
  differences: [],
  explained: [],
};

/** The Payouts tab's data, and this answer (or failure) for the reconciliation. */
function serveReconciliation(answer: ReconciliationReport | ApiError) {
  servePayouts();
  const served = get.getMockImplementation()!;
  get.mockImplementation(async (asked, ...rest) => {
    if (asked.startsWith('/api/admin/reconciliation')) {
      if (answer instanceof ApiError) throw answer;
      return answer;
    }
    return served(asked, ...rest);
  });
}

const openSection = () => {
  openTab('payouts');
  return screen.findByRole('region', { name: 'Reconciliation' });
};

/** Checks 1–7 Dec 2026, opening the Payouts tab unless it is open. */
async function check(opened?: HTMLElement) {
  const section = opened ?? (await openSection());
  fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2026-12-01' } });
  fireEvent.change(within(section).getByLabelText('To'), { target: { value: '2026-12-07' } });
  await userEvent.setup().click(within(section).getByRole('button', { name: 'Check' }));
  return section;
}

describe('AdminPage: reconciliation', { timeout: 15_000 }, () => {
  beforeEach(resetApi);

  it('reads nothing until asked, then says a clean period matches', async () => {
    serveReconciliation(cleanReport);
    const opened = await openSection();
    expect(get.mock.calls.some(([asked]) => asked.startsWith('/api/admin/recon'))).toBe(false);
    get.mockClear();

    const section = await check(opened);

    expect(
      await within(section).findByText('No differences: the ledger matches Paystack for 1–7 Dec'),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(path, reconciliationReport, expect.anything());
    const row = within(section).getByText('1 Dec').closest('tr')!;
    expect(row).toHaveTextContent('Ledger R 1 234.00');
    expect(row).toHaveTextContent('Paystack R 35.80');
    expect(within(row).queryByText('Differs')).not.toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Differences' })).not.toBeInTheDocument();
  });

  it('lists the differences, marks the row that disagrees and folds the explained items', async () => {
    serveReconciliation({
      ...cleanReport,
      days: [
        {
          day: '2026-12-01',
          currencies: [
            {
              currency: 'ZAR',
              charges: { ledger: 123400, gateway: 133400 },
              gatewayFees: same(3580),
              refunds: same(0),
              transfers: same(0),
            },
          ],
        },
      ],
      differences: [
        {
          kind: 'charge_missing_in_ledger',
          reference: 'order-42',
          currency: 'ZAR',
          day: '2026-12-01',
          gateway: 10000,
          detail: 'Paystack took this payment; the ledger has no sale for it',
        },
      ],
      explained: [
        {
          reason: 'refund_in_progress',
          reference: 'order-7',
          currency: 'ZAR',
          day: '2026-12-01',
          amount: 5000,
          detail: 'The refund is being completed',
        },
      ],
    });
    const section = await check();

    expect(await within(section).findByText('1 difference for 1–7 Dec')).toBeInTheDocument();
    const row = within(section).getByText('1 Dec').closest('tr')!;
    expect(within(row).getByText('Differs')).toBeInTheDocument();
    const difference = within(within(section).getByRole('list', { name: 'Differences' })).getByRole(
      'listitem',
    );
    expect(difference).toHaveTextContent('Payment missing in the ledger');
    expect(difference).toHaveTextContent('Reference order-42');
    expect(difference).toHaveTextContent('Ledger none · Paystack R 100.00');
    expect(difference).toHaveTextContent('the ledger has no sale for it');

    const explained = within(section).getByRole('button', { name: 'Explained (1)' });
    expect(explained).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(explained);
    expect(explained).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByText('Refund still being completed: R 50.00')).toBeInTheDocument();
  });

  it('shows a refused period beside its field', async () => {
    serveReconciliation(
      new ApiError({
        status: 400,
        code: 'bad_request',
        message: 'The query is not valid',
        fields: { to: 'A period is at most 31 days' },
      }),
    );
    const section = await check();

    const to = within(section).getByLabelText('To');
    await vi.waitFor(() => expect(to).toHaveAccessibleDescription('A period is at most 31 days'));
    expect(within(section).getByLabelText('From')).not.toHaveAccessibleDescription();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});
