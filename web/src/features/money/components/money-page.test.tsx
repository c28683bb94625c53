import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrencyMoney } from '@contract/event-money';
import { eventMoneyResponse } from '@contract/event-money-response';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { downloadFile } from '@/lib/download-file';
import { renderWithProviders, signedInAs } from '@/test/render';
import { buildCurrencyMoney, buildEventMoney, buildMoneySummary } from '@/test/money-factories';
import { EventMoneySection } from './money-page';
import { buildRandAndDollarMoney } from './money.fixtures';

// The chart's module (and the charting library) loads lazily, as it does in the app: its first
// transform takes longer than Testing Library's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }));
const get = vi.mocked(apiClient.get);

function renderPage() {
  return renderWithProviders(<EventMoneySection />, {
    path: '/platform/event/:id/money',
    initialEntry: '/platform/event/event-1/money',
    authState: signedInAs(),
  });
}

/** The amount a figure card shows, found by its label. */
function figure(label: string) {
  return within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement);
}

const serveOne = (currency: Partial<CurrencyMoney>) =>
  get.mockResolvedValue(buildEventMoney({ currencies: [buildCurrencyMoney(currency)] }));

describe('an event’s Money section', () => {
  beforeEach(() => {
    get.mockReset();
    vi.mocked(downloadFile).mockReset();
  });

  it('shows each figure formatted, and the chart of sales and net per day', async () => {
    get.mockResolvedValue(buildEventMoney());
    renderPage();

    const zar = await screen.findByRole('region', { name: 'South African Rand (ZAR)' });
    expect(screen.getByRole('heading', { name: 'Money', level: 2 })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/events/event-1/money',
      eventMoneyResponse,
      expect.anything(),
    );
    expect(
      within(zar)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Gross sales',
      'Platform fees',
      'VAT on platform fees',
      'Card processing fees',
      'Refunds',
      'Net',
      'Paid out',
      'Balance',
    ]);
    expect(figure('Gross sales').getByText('R 1 500.00')).toBeInTheDocument();
    expect(figure('Platform fees').getByText('R 75.00')).toBeInTheDocument();
    expect(figure('VAT on platform fees').getByText('R 11.25')).toBeInTheDocument();
    expect(figure('Card processing fees').getByText('R 44.75')).toBeInTheDocument();
    expect(figure('Refunds').getByText('R 135.00')).toBeInTheDocument();
    expect(figure('Net').getByText('R 1 234.00')).toBeInTheDocument();
    expect(figure('Paid out').getByText('R 0.00')).toBeInTheDocument();
    expect(figure('Balance').getByText('R 1 234.00')).toBeInTheDocument();
    expect(
      screen.getByText('Payable from 8 December 2026, 3 days after the event ends'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('figure', { name: 'Sales and net per day, ZAR' }),
    ).toBeInTheDocument();
  });

  it('says "You owe" in red when refunds after a payout leave a negative balance', async () => {
    serveOne({
      summary: buildMoneySummary({ paidOut: 123400, refunds: 18500, net: 118400, balance: -5000 }),
      payout: { status: 'waiting', reason: 'nothing_owed' },
    });
    renderPage();

    const owed = await screen.findByText('You owe');
    // Mantine sets the colour as a theme variable: red, whichever the colour scheme.
    expect(owed).toHaveAttribute('style', expect.stringContaining('--mantine-color-red'));
    expect(screen.queryByText('Balance', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(owed.parentElement as HTMLElement).getByText('R 50.00')).toBeInTheDocument();
    expect(screen.getByText(/this is taken from your next payout/)).toBeInTheDocument();
    expect(
      screen.getByText('Nothing to pay out: what you owe is taken from your next payout'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'payable',
      { status: 'payable', amount: 123400 },
      'Ready to be paid out: R 1 234.00; an administrator approves payouts',
    ],
    [
      'payout_in_progress',
      { status: 'waiting', reason: 'payout_in_progress' },
      'A payout is on its way to your account',
    ],
    [
      'account_recently_changed',
      { status: 'waiting', reason: 'account_recently_changed', until: '2026-12-10T12:00:00.000Z' },
      /^Your payout account changed recently: .* paid from 10 December 2026 at \d\d:00$/,
    ],
    [
      'event_not_over without an end',
      { status: 'waiting', reason: 'event_not_over' },
      'Payable after the event ends',
    ],
    [
      'nothing_owed',
      { status: 'waiting', reason: 'nothing_owed' },
      'Nothing to pay out: everything earned so far has been paid out',
    ],
  ] as const)('says when the balance is paid out: %s', async (_reason, payout, text) => {
    serveOne({ payout, summary: buildMoneySummary({ paidOut: 123400, balance: 0 }) });
    renderPage();

    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends the organiser to Settings for a payout account', async () => {
    serveOne({ payout: { status: 'waiting', reason: 'no_payout_account' } });
    renderPage();

    const line = await screen.findByText(/Add a payout account in/);
    expect(line).toHaveTextContent('Add a payout account in Settings to be paid');
    expect(within(line).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/platform/settings',
    );
  });

  it('lists the payouts, newest first, with where each went and why one failed', async () => {
    const payout = {
      eventId: 'event-1',
      currency: 'ZAR',
      bankName: 'Capitec Bank',
      accountLast4: '0001',
      createdAt: '2026-12-09T10:00:00.000Z',
      updatedAt: '2026-12-09T10:05:00.000Z',
    };
    get.mockResolvedValue(
      buildEventMoney({
        payouts: [
          { ...payout, id: 'po_2', amount: 120000, status: 'paid' },
          {
            ...payout,
            id: 'po_1',
            amount: 120000,
            status: 'failed',
            failureReason:
              'The transfer could not be made (failed), so the money is on your balance again',
          },
        ],
      }),
    );
    renderPage();

    const table = await screen.findByRole('table', { name: 'Payouts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual([
      'Paid',
      'FailedThe transfer could not be made (failed), so the money is on your balance again',
    ]);
    expect(rows[0]).toHaveTextContent('R 1 200.00');
    expect(rows[0]).toHaveTextContent('Capitec Bank ···· 0001');

    // Each payout's statement: what its amount is made of, as CSV or PDF.
    const [csv, pdf] = within(rows[0]!).getAllByRole('button', {
      name: /^Download the statement of the payout of 9 Dec 2026/,
    });
    expect(csv).toHaveAccessibleName('Download the statement of the payout of 9 Dec 2026 as CSV');
    await userEvent.click(pdf!);
    expect(downloadFile).toHaveBeenCalledWith(
      '/api/events/event-1/payouts/po_2/statement.pdf',
      'payout-statement-po_2.pdf',
    );
  });

  it('shows no payouts section before the first payout', async () => {
    serveOne({});
    renderPage();
    await screen.findByText('Gross sales', { selector: 'dt' });
    expect(screen.queryByRole('table', { name: 'Payouts' })).not.toBeInTheDocument();
  });

  it('shows each currency apart, with adjustments when there are some', async () => {
    get.mockResolvedValue(
      buildRandAndDollarMoney({
        summary: buildMoneySummary({ adjustments: -1000, balance: 122400 }),
        days: [],
      }),
    );
    renderPage();

    const usd = await screen.findByRole('region', { name: 'US Dollar (USD)' });
    expect(within(usd).getByText('Adjustments', { selector: 'dt' })).toBeInTheDocument();
    expect(within(usd).getByText('-$10.00')).toBeInTheDocument();
    expect(within(usd).getByText('$1 224.00')).toBeInTheDocument();
    expect(within(usd).queryByText('Sales and net per day')).not.toBeInTheDocument();
    const zar = screen.getByRole('region', { name: 'South African Rand (ZAR)' });
    expect(within(zar).queryByText('Adjustments', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('downloads the statement with the ID token', async () => {
    get.mockResolvedValue(buildEventMoney());
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Download statement (CSV)' }));
    expect(downloadFile).toHaveBeenCalledWith(
      '/api/events/event-1/money/statement.csv',
      'statement.csv',
    );
  });

  it('says there is no money yet before any sale, with no statement to download', async () => {
    get.mockResolvedValue(buildEventMoney({ currencies: [] }));
    renderPage();

    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByText('Money appears here once tickets sell.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Download statement (CSV)' }),
    ).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then the error with a way to try again', async () => {
    get.mockRejectedValueOnce(
      new ApiError({ status: 0, code: 'network_error', message: 'Could not reach the server' }),
    );
    get.mockResolvedValueOnce(buildEventMoney());
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading the money' })).toBeInTheDocument();
    expect(await screen.findByText('Could not reach the server')).toBeInTheDocument();
    expect(screen.getByText("Could not load this event's money")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Gross sales', { selector: 'dt' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('says "Event not found" for an unknown or foreign event', async () => {
    get.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'No event' }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
  });
});
