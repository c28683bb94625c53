import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allMoneyResponse, type AllMoneyResponse, type EventMoneyRow } from '@contract/all-money';
import { feeDocumentsResponse, type FeeDocumentView } from '@contract/fee-documents';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { renderWithProviders, signedInAs } from '@/test/render';
import { buildMoneySummary } from '@/test/money-factories';
import { AllMoneyPage } from './all-money-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }));
const get = vi.mocked(apiClient.get);

/** Answers the money with `money`, and the platform's fee documents with `documents`. */
const serve = (money: AllMoneyResponse, documents: FeeDocumentView[] = []) =>
  get.mockImplementation(async (path?: string) =>
    path?.startsWith('/api/money/fee-documents') ? { documents } : money,
  );

const rooftop: EventMoneyRow = {
  eventId: 'event-1',
  eventName: 'Rooftop Sessions',
  endsAt: '2026-12-05T12:00:00.000Z',
  currencies: [
    {
      currency: 'ZAR',
      summary: buildMoneySummary(),
      payout: { status: 'payable', amount: 123400 },
    },
  ],
};

/** Refunds after its payout: the organiser owes R 50. */
const jazz: EventMoneyRow = {
  eventId: 'event-2',
  eventName: 'Jazz Night',
  currencies: [
    {
      currency: 'ZAR',
      summary: buildMoneySummary({ gross: 20000, net: 15000, paidOut: 20000, balance: -5000 }),
      payout: { status: 'waiting', reason: 'nothing_owed' },
    },
  ],
};

const twoEvents: AllMoneyResponse = {
  events: [rooftop, jazz],
  totals: [
    {
      currency: 'ZAR',
      summary: buildMoneySummary({ gross: 170000, net: 138400, paidOut: 20000, balance: 118400 }),
    },
  ],
};

const renderPage = () =>
  renderWithProviders(<AllMoneyPage />, {
    path: '/platform/money',
    initialEntry: '/platform/money',
    authState: signedInAs(),
  });

/** The amount a figure card shows, found by its label. */
const figure = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement);

describe('AllMoneyPage', () => {
  const { matchMedia } = window;
  beforeEach(() => get.mockReset());
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows the totals per currency and each event’s money in a table', async () => {
    serve(twoEvents);
    renderPage();

    const table = await screen.findByRole('table', { name: 'Money per event' });
    expect(get).toHaveBeenCalledWith('/api/money', allMoneyResponse, expect.anything());
    const totals = screen.getByRole('region', { name: 'South African Rand (ZAR)' });
    expect(
      within(totals)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Gross sales', 'Net', 'Paid out', 'Balance']);
    expect(figure('Gross sales').getByText('R 1 700.00')).toBeInTheDocument();
    expect(figure('Balance').getByText('R 1 184.00')).toBeInTheDocument();

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Rooftop Sessions' })).toHaveAttribute(
      'href',
      '/platform/event/event-1/money',
    );
    expect(within(rows[1]!).getByText('Ready: R 1 234.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('You owe R 50.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Nothing to pay out')).toBeInTheDocument();
  });

  it('shows what is owed overall in red figures', async () => {
    serve({
      ...twoEvents,
      totals: [{ currency: 'ZAR', summary: buildMoneySummary({ balance: -5000 }) }],
    });
    renderPage();
    expect((await screen.findByText('You owe', { selector: 'dt' })).textContent).toBe('You owe');
    expect(figure('You owe').getByText('R 50.00')).toBeInTheDocument();
  });

  it('shows each event as a card on a phone', async () => {
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    });
    serve(twoEvents);
    renderPage();

    const list = await screen.findByRole('list', { name: 'Money per event' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Rooftop Sessions' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('You owe R 50.00')).toBeInTheDocument();
  });

  it('says so when no event has money yet', async () => {
    serve({ events: [], totals: [] });
    renderPage();
    expect(await screen.findByText('No money yet')).toBeInTheDocument();
    expect(screen.getByText('It appears here once your events sell.')).toBeInTheDocument();
  });

  it('shows skeletons while loading, and an error that can be retried', async () => {
    get.mockRejectedValueOnce(new Error('The server is unavailable'));
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading your money' })).toBeInTheDocument();
    expect(await screen.findByText('Could not load your money')).toBeInTheDocument();

    serve(twoEvents);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Money per event' })).toBeInTheDocument();
  });
  it('lists the platform’s fee invoices and credit notes, each downloaded as a PDF', async () => {
    serve(twoEvents, [
      {
        id: 'invoice-2026-11-ZAR',
        kind: 'invoice',
        number: 'FEE-000003',
        month: '2026-11',
        currency: 'ZAR',
        fees: 2000,
        vat: 300,
        total: 2300,
        issuedAt: '2026-12-01T08:00:00.000Z',
      },
      {
        id: 'credit-note-2026-11-ZAR',
        kind: 'credit_note',
        number: 'FCN-000001',
        month: '2026-11',
        currency: 'ZAR',
        fees: 1000,
        vat: 150,
        total: 1150,
        issuedAt: '2026-12-01T08:00:00.000Z',
        creditsInvoices: ['FEE-000002'],
      },
    ]);
    renderPage();

    const invoices = await screen.findByRole('table', { name: 'Fee invoices' });
    expect(get).toHaveBeenCalledWith(
      '/api/money/fee-documents',
      feeDocumentsResponse,
      expect.anything(),
    );
    const rows = within(invoices).getAllByRole('row');
    expect(within(rows[1]!).getByText('Tax invoice FEE-000003')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('November 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('R 23.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Credits FEE-000002')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Download credit note FCN-000001 as PDF' }),
    );
    expect(downloadFile).toHaveBeenCalledWith(
      '/api/money/fee-documents/credit-note-2026-11-ZAR.pdf',
      'FCN-000001.pdf',
    );
  });

  it('says when no fee invoice has been issued yet', async () => {
    serve(twoEvents);
    renderPage();
    expect(await screen.findByText('No fee invoices yet')).toBeInTheDocument();
  });
});
