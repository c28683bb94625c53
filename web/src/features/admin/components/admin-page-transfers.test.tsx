import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, openTab, resetApi, waitForGet } from './admin-page.fixtures';
import { buildPayable, buildTransfer, servePayouts } from './admin-payouts.fixtures';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

const transfersTable = async () => within(await screen.findByRole('table', { name: 'Transfers' }));

describe('AdminPage: transfers, revenue, empty lists and phones', { timeout: 15_000 }, () => {
  const { matchMedia } = window;
  beforeEach(resetApi);
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('lists transfers with their account, status and dates, filtered by status', async () => {
    servePayouts({
      transfers: [
        buildTransfer(),
        buildTransfer({
          id: 'po_2',
          eventName: 'Spring Fair',
          eventId: 'fair',
          status: 'failed',
          accountLast4: '0002',
          failureReason: 'The account number is not valid',
        }),
      ],
    });
    openTab('payouts');
    const user = userEvent.setup();

    const table = await transfersTable();
    const paid = table.getByRole('link', { name: 'Rooftop Sessions' }).closest('tr')!;
    expect(within(paid).getByText('R 500.00')).toBeInTheDocument();
    expect(within(paid).getByText('Capitec Bank ···· 0001')).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText(/^Settled /)).toBeInTheDocument();
    expect(
      within(paid).getByRole('button', {
        name: /^Download the statement of the payout .* as PDF$/,
      }),
    ).toBeInTheDocument();
    expect(table.getByText('The account number is not valid')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Failed' }));

    await waitForGet('/api/admin/payouts?status=failed');
    const failed = await transfersTable();
    await vi.waitFor(() =>
      expect(failed.queryByRole('link', { name: 'Rooftop Sessions' })).not.toBeInTheDocument(),
    );
    expect(failed.getByRole('link', { name: 'Spring Fair' })).toBeInTheDocument();
    expect(failed.getByText('Capitec Bank ···· 0002')).toBeInTheDocument();
  });

  it('says when there is nothing owed and no transfer of a status', async () => {
    servePayouts({ payables: [], transfers: [buildTransfer()] });
    openTab('payouts');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Nothing owed' })).toBeInTheDocument();
    expect(
      screen.getByText('No event that is over owes its organiser anything.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Reversed' }));
    expect(await screen.findByRole('heading', { name: 'No transfers' })).toBeInTheDocument();
    expect(screen.getByText('No payout is reversed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No fees yet' })).toBeInTheDocument();
  });

  it('shows what the platform earned per month and currency', async () => {
    servePayouts({
      revenue: {
        from: '2026-01',
        months: [
          {
            month: '2026-12',
            currency: 'ZAR',
            platformFees: 300000,
            vat: 45000,
            cardFeesBorne: 280,
          },
          { month: '2026-11', currency: 'USD', platformFees: 500, vat: 75, cardFeesBorne: 0 },
        ],
      },
    });
    openTab('payouts');

    const table = await screen.findByRole('table', { name: 'Platform revenue' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MonthFeesVATCard fees borne',
      'Dec 2026 ZARR\u00a03\u00a0000.00R\u00a0450.00R\u00a02.80',
      'Nov 2026 USD$5.00$0.75$0.00',
    ]);
  });

  it('shows the load error with a way to try again', async () => {
    servePayouts();
    const served = get.getMockImplementation()!;
    get.mockImplementation(async (path, ...rest) => {
      if (path === '/api/admin/payables') throw new Error('The server is down');
      return served(path, ...rest);
    });
    openTab('payouts');

    expect(await screen.findByText('Could not load the payable balances')).toBeInTheDocument();
    expect(screen.getByText('The server is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows balances and transfers as cards on a phone', async () => {
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    });
    servePayouts({ payables: [buildPayable()], transfers: [buildTransfer()] });
    openTab('payouts');

    const balances = await screen.findByRole('region', { name: 'Payable balances' });
    const card = await within(balances).findByRole('listitem');
    expect(within(balances).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Rooftop Sessions' })).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Approve payout: Rooftop Sessions (ZAR)' }),
    ).toBeInTheDocument();
    const transfers = screen.getByRole('region', { name: 'Transfers' });
    expect(await within(transfers).findByRole('listitem')).toHaveTextContent(
      'Capitec Bank ···· 0001',
    );
  });
});
