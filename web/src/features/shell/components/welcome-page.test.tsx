import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AllMoneyResponse } from '@contract/all-money';
import type { MyEventsResponse } from '@contract/my-events';
import type { ProfileResponse } from '@contract/users';
import { buildEventSummary } from '@/test/event-factories';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildCurrencyMoney, buildMoneySummary } from '@/test/money-factories';
import { buildProfile } from '@/test/profile-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { WelcomePage } from './welcome-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), request: vi.fn() } }));

const getFromApi = vi.mocked(apiClient.get);
const requestFromApi = vi.mocked(apiClient.request);

/** The API: this profile at /api/me/profile, these events at /api/events/mine, this money. */
function answer(
  me: ProfileResponse | Error,
  mine: MyEventsResponse = { events: [], total: 0 },
  money: AllMoneyResponse = { events: [], totals: [] },
) {
  // The home page asks for money without the two-step prompt (request), the rest plainly.
  requestFromApi.mockImplementation(async (path: string) => getFromApi(path, undefined as never));
  getFromApi.mockImplementation(async (path: string) => {
    if (path === '/api/me/profile') {
      if (me instanceof Error) throw me;
      return me;
    }
    if (path === '/api/events/mine') return mine;
    if (path === '/api/money') return money;
    throw new Error(`Unexpected GET ${path}`);
  });
}

function renderPage() {
  return renderWithProviders(<WelcomePage />, { path: '/platform', authState: signedInAs() });
}

describe('WelcomePage', () => {
  beforeEach(() => {
    getFromApi.mockReset();
  });

  it('welcomes the user by first name from their profile', async () => {
    answer(buildProfile({ firstName: 'Ada' }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Welcome Ada!' })).toBeInTheDocument();
    expect(getFromApi).toHaveBeenCalledWith(
      '/api/me/profile',
      expect.anything(),
      expect.anything(),
    );
  });

  it('offers a box-office member their events, without money or creating', async () => {
    answer(buildProfile({ firstName: 'Dee' }), {
      events: [buildEventSummary({ id: 'e1', name: 'Door night', status: 'approved' })],
      total: 1,
      approvedTotal: 1,
      orgId: 'org-1',
      yourRole: 'box_office',
      limitedToEvents: false,
    });
    renderPage();

    expect(await screen.findByRole('link', { name: /Door night/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an Event' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Could not load your money/)).not.toBeInTheDocument();
    expect(requestFromApi).not.toHaveBeenCalled();
  });

  it('welcomes the user by email while they have no first name', async () => {
    answer(buildProfile());
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Welcome organiser@example.com!' }),
    ).toBeInTheDocument();
  });

  it('still welcomes the user by email when the profile cannot be loaded', async () => {
    answer(new ApiError({ status: 0, code: 'network_error', message: 'x' }));
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Welcome organiser@example.com!' }),
    ).toBeInTheDocument();
  });

  it('leads to creating an event, and ticks the profile step once it is done', async () => {
    answer(buildProfile({ firstName: 'Ada' }));
    renderPage();
    await screen.findByRole('heading', { name: 'Welcome Ada!' });

    expect(screen.getByRole('link', { name: 'Create an Event' })).toHaveAttribute(
      'href',
      '/platform/new-event',
    );
    const [profileStep, eventStep] = screen.getAllByRole('listitem');
    expect(profileStep).toHaveTextContent('Done: Complete your profile');
    expect(eventStep).toHaveTextContent('To do: Create your first event');
    expect(screen.getByRole('link', { name: 'Create your first event' })).toHaveAttribute(
      'href',
      '/platform/new-event',
    );
  });

  it('ticks "Create your first event" once the organiser has one, pending review', async () => {
    answer(buildProfile(), { events: [buildEventSummary({ status: 'pending' })], total: 1 });
    renderPage();

    const checklist = await screen.findByRole('region', { name: 'Getting started' });
    await vi.waitFor(() =>
      expect(
        within(checklist)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('To do: Complete your profile'),
        expect.stringContaining('Done: Create your first event'),
        expect.stringContaining('To do: Get approved and share the link'),
      ]),
    );
  });

  it('drops the checklist once an event is approved, even one past the newest page', async () => {
    answer(buildProfile({ firstName: 'Ada' }), {
      events: [buildEventSummary({ id: 'new', status: 'pending' })],
      nextCursor: 'more',
      total: 40,
      approvedTotal: 1,
    });
    renderPage();

    const allEvents = await screen.findByRole('link', { name: 'See all 40 events' });
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
    expect(allEvents).toHaveAttribute('href', '/platform/events');
  });

  it('lists what is coming soonest first with its figures, and folds the past away', async () => {
    const soon = Date.now() + 86_400_000;
    answer(
      buildProfile({ firstName: 'Ada' }),
      {
        events: [
          buildEventSummary({
            id: 'later',
            name: 'Later gig',
            status: 'pending',
            startsAt: new Date(soon * 2).toISOString(),
            ticketsSold: 0,
            capacity: 50,
          }),
          buildEventSummary({
            id: 'soon',
            name: 'Soon gig',
            status: 'approved',
            startsAt: new Date(soon).toISOString(),
            timeZone: 'Africa/Johannesburg',
            ticketsSold: 30,
            capacity: 120,
          }),
          buildEventSummary({
            id: 'over',
            name: 'Old gig',
            status: 'approved',
            startsAt: '2025-01-10T18:00:00.000Z',
            ticketsSold: 80,
            capacity: 80,
          }),
        ],
        total: 3,
        approvedTotal: 2,
      },
      moneyOf([
        { eventId: 'soon', currency: 'ZAR', gross: 450_000, balance: 400_000 },
        { eventId: 'over', currency: 'ZAR', gross: 100_000, balance: -5_000 },
      ]),
    );
    renderPage();

    const events = await screen.findByRole('list', { name: 'Coming up' });
    const rows = within(events).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'Soon gig',
      'Later gig',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Soon gig' })).toHaveAttribute(
      'href',
      '/platform/event/soon',
    );
    expect(rows[0]).toHaveTextContent('Approved');
    expect(rows[0]).toHaveTextContent('30 / 120 sold');
    expect(
      within(rows[0]!).getByRole('progressbar', { name: 'Soon gig: 30 of 120 tickets sold' }),
    ).toBeInTheDocument();
    expect(await within(rows[0]!).findByText('R 4 500.00 gross')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('No sales yet');
    expect(screen.queryByRole('link', { name: 'Old gig' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show past events (1)' }));

    expect(await screen.findByRole('link', { name: 'Old gig' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide past events' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('leaves the money out, without asking, where the organisation wants the two-step code', async () => {
    answer(buildProfile({ firstName: 'Ada' }), {
      events: [buildEventSummary({ name: 'Coded gig', status: 'approved' })],
      total: 1,
      approvedTotal: 1,
    });
    requestFromApi.mockRejectedValue(
      new ApiError({ status: 403, code: 'two_step_required', message: 'Code first' }),
    );
    renderPage();

    expect(await screen.findByRole('link', { name: /Coded gig/ })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(requestFromApi).toHaveBeenCalledWith(
        '/api/money',
        expect.objectContaining({ asksForSecondStep: false }),
      ),
    );
    expect(screen.queryByText(/Could not load your money/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Money' })).not.toBeInTheDocument();
  });

  it('sums the money per currency, with the way to the Money page', async () => {
    answer(
      buildProfile({ firstName: 'Ada' }),
      { events: [buildEventSummary({ status: 'approved' })], total: 1, approvedTotal: 1 },
      moneyOf([
        { eventId: 'event-1', currency: 'ZAR', gross: 450_000, balance: -5_000 },
        { eventId: 'event-2', currency: 'USD', gross: 12_000, balance: 11_000 },
      ]),
    );
    renderPage();

    const money = await screen.findByRole('region', { name: 'Money' });
    await vi.waitFor(() => expect(money).toHaveTextContent('South African Rand (ZAR)'));
    expect(money).toHaveTextContent('Gross salesR 4 500.00');
    expect(money).toHaveTextContent('You oweR 50.00');
    expect(money).toHaveTextContent('Balance$110.00');
    expect(within(money).getByRole('link', { name: 'Open Money' })).toHaveAttribute(
      'href',
      '/platform/money',
    );
  });
});

type MoneyLine = { eventId: string; currency: string; gross: number; balance: number };

/** `/api/money` for these events' money, one currency each, summed per currency. */
function moneyOf(lines: MoneyLine[]): AllMoneyResponse {
  const { payout } = buildCurrencyMoney();
  const currencies = [...new Set(lines.map((line) => line.currency))].sort();
  const sum = (currency: string, field: 'gross' | 'balance') =>
    lines
      .filter((line) => line.currency === currency)
      .reduce((total, line) => total + line[field], 0);
  return {
    events: lines.map(({ eventId, currency, gross, balance }) => ({
      eventId,
      eventName: eventId,
      currencies: [{ currency, summary: buildMoneySummary({ gross, balance }), payout }],
    })),
    totals: currencies.map((currency) => ({
      currency,
      summary: buildMoneySummary({
        gross: sum(currency, 'gross'),
        balance: sum(currency, 'balance'),
      }),
    })),
  };
}
