import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventWithTypes } from '@contract/events';
import { eventSummary } from '@contract/event-summary';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventSummary, buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { dashboardAnswer } from '@/test/dashboard-api';
import { buildCurrencyMoney, buildEventMoney } from '@/test/money-factories';
import { renderWorkspace, serveWorkspace } from '@/test/event-workspace';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/upload-image', () => ({ uploadImage: vi.fn() }));
vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

// The workspace's sections load lazily, as in the app: the first test's first transform of
// them took longer than Testing Library's 1 s default on a busy machine (CI, 2026-11-29).
configure({ asyncUtilTimeout: 5_000 });

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const put = vi.mocked(apiClient.put);
const request = vi.mocked(apiClient.request);

const rejected = buildEventWithTypes({
  id: 'event-1',
  name: 'Rooftop Sessions',
  description: 'Sunset beats',
  status: 'rejected',
  approved: false,
  rejectedReason: 'Say who is playing',
  startsAt: '2026-03-14T17:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  ticketsSold: 30,
  types: [
    buildTicketType({ id: 'ga', name: 'General', price: 15000, capacity: 120, sold: 30 }),
    buildTicketType({ id: 'vip', name: 'VIP', price: 50000, capacity: 20, sold: 0 }),
  ],
});

/** The server saves what it is sent, keeping the types as they were. */
const putSaves = () =>
  put.mockImplementation(async (_path, body) => ({
    ...rejected,
    ...(body as object),
    types: rejected.types,
  }));

const sectionNav = () => screen.getByRole('navigation', { name: 'Event sections' });

describe('the event workspace', { timeout: 15_000 }, () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    put.mockReset();
    request.mockReset();
  });

  it('says "Event not found" for an unknown or foreign event', async () => {
    get.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'No event' }));
    renderWorkspace();

    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/events/event-1?as=organiser',
      eventWithTypes,
      expect.anything(),
    );
  });

  it('opens on Overview: the rejection reason, sales per ticket type and the public link', async () => {
    serveWorkspace(rejected);
    renderWorkspace();

    expect(await screen.findByRole('heading', { name: 'Rooftop Sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Say who is playing')).toBeInTheDocument();
    expect(screen.getByText('30 / 120')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'General: 30 of 120 sold' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
    expect(screen.getByText('30 of 140 sold')).toBeInTheDocument();
    expect(screen.getByLabelText('Share this with buyers')).toHaveValue(
      `${window.location.origin}/event/event-1`,
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open money' })).toHaveAttribute(
      'href',
      '/platform/event/event-1/money',
    );
    expect(screen.getByText(/Sat 14 Mar 2026, 19:00/)).toBeInTheDocument();
    expect(within(sectionNav()).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Event Management' })).toHaveAttribute(
      'href',
      '/platform/events',
    );
    // The way to fix a rejection: the sections where the changes are made.
    const rejection = screen.getByText('Say who is playing').closest('.mantine-Alert-root');
    expect(within(rejection as HTMLElement).getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'href',
      '/platform/event/event-1/tickets',
    );
    expect(
      within(rejection as HTMLElement).getByRole('link', { name: 'Settings' }),
    ).toHaveAttribute('href', '/platform/event/event-1/settings');
  });

  it('lists on Overview what needs the organiser, each with the way to it', async () => {
    const onSale = buildEventWithTypes({
      ...rejected,
      status: 'approved',
      approved: true,
      types: [buildTicketType({ id: 'ga', name: 'General', capacity: 120, sold: 30, left: 90 })],
    });
    get.mockImplementation(async (path: string) => {
      if (path.endsWith('/waitingLists')) {
        const line = { typeId: 'ga', typeName: 'General', closed: false, waiting: 2, offered: 0 };
        return { offerHours: 24, lists: [{ ...line, entries: [] }] };
      }
      if (path === '/api/payout-account') return { accounts: [], currencies: ['ZAR', 'NGN'] };
      return dashboardAnswer(path, onSale);
    });
    renderWorkspace();

    const attention = await screen.findByRole('region', { name: 'Needs your attention' });
    expect(
      await within(attention).findByText('General: 2 people wait while tickets are free'),
    ).toBeInTheDocument();
    expect(within(attention).getByRole('link', { name: 'Open the waiting list' })).toHaveAttribute(
      'href',
      '/platform/event/event-1/waiting-list',
    );
    expect(await within(attention).findByText('No payout account for ZAR')).toBeInTheDocument();
    expect(within(attention).getByRole('link', { name: 'Add a payout account' })).toHaveAttribute(
      'href',
      '/platform/settings',
    );
  });

  it('shows on Overview the sales per day and, while the event runs, who is in', async () => {
    const hour = 60 * 60 * 1000;
    const tonight = buildEventWithTypes({
      ...rejected,
      status: 'approved',
      approved: true,
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 2 * hour).toISOString(),
    });
    get.mockImplementation(async (path: string) => {
      if (path.endsWith('/check-in/summary')) {
        return { tickets: 30, checkedIn: 12, byScanner: [], conflicts: [] };
      }
      if (path.endsWith('/money')) {
        return buildEventMoney({
          currencies: [
            buildCurrencyMoney({ days: [{ day: '2026-12-01', sales: 45000, net: 40000 }] }),
          ],
        });
      }
      return dashboardAnswer(path, tonight);
    });
    renderWorkspace();

    expect(await screen.findByText('12 of 30 checked in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open check-in' })).toHaveAttribute(
      'href',
      '/platform/event/event-1/check-in',
    );
    expect(
      await screen.findByRole('figure', { name: 'Sales and net per day, ZAR' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('shows no door counts before the doors open, nor a chart before the first sale', async () => {
    serveWorkspace(rejected);
    renderWorkspace();

    expect(await screen.findByText('30 of 140 sold')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Open money' });
    expect(screen.queryByText('At the door now')).not.toBeInTheDocument();
    expect(screen.queryByText('Sales per day')).not.toBeInTheDocument();
  });

  it('reads the payout accounts of the event’s organisation, whoever looks', async () => {
    const theirs = buildEventWithTypes({ ...rejected, uid: 'someone-else', orgId: 'org-1' });
    get.mockImplementation(async (path: string) =>
      path === '/api/payout-account?orgId=org-1'
        ? { accounts: [], currencies: ['ZAR', 'NGN'] }
        : dashboardAnswer(path, theirs),
    );
    renderWorkspace();

    expect(await screen.findByText('Say who is playing')).toBeInTheDocument();
    expect(screen.getByText('30 of 140 sold')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(get.mock.calls.map(([path]) => path)).toContain('/api/payout-account?orgId=org-1'),
    );
    expect(get.mock.calls.map(([path]) => path)).not.toContain('/api/payout-account');
    await screen.findByRole('link', { name: 'Open money' });
  });

  it('opens each section by the navigation, at its own address, and back again', async () => {
    serveWorkspace(rejected);
    const { router, user } = renderWorkspace();
    await screen.findByRole('heading', { name: 'Rooftop Sessions' });

    await user.click(within(sectionNav()).getByRole('link', { name: 'Promo codes' }));
    expect(await screen.findByRole('heading', { name: 'Promo codes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/event/event-1/promo-codes');
    const current = within(sectionNav()).getByRole('link', { name: 'Promo codes' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(sectionNav()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    );

    await user.click(within(sectionNav()).getByRole('link', { name: 'Questions' }));
    expect(
      await screen.findByRole('heading', { name: 'Attendee details and questions' }),
    ).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Promo codes' })).toBeInTheDocument();
  });

  it('shows a box-office member only the sections their role opens, and says so of others', async () => {
    const approved = buildEventWithTypes({
      id: 'event-1',
      name: 'Rooftop Sessions',
      status: 'approved',
      approved: true,
      yourRights: ['event.view', 'orders.view', 'check_in'],
    });
    serveWorkspace(approved);
    renderWorkspace('money');

    expect(await screen.findByText('Not for your role')).toBeInTheDocument();
    expect(
      within(sectionNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Attendees', 'Check-in']);
    expect(get).not.toHaveBeenCalledWith(
      '/api/events/event-1/money',
      expect.anything(),
      expect.anything(),
    );

    await userEvent.click(within(sectionNav()).getByRole('link', { name: 'Overview' }));

    expect(await screen.findByRole('heading', { name: 'Public link' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open money' })).not.toBeInTheDocument();
  });

  it('opens a section by its link, with the phone’s section menu on it', async () => {
    serveWorkspace(rejected);
    renderWorkspace('settings');

    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('Settings');
  });

  it('saves Settings with the event’s own types, and resubmits after saving', async () => {
    serveWorkspace(rejected);
    putSaves();
    post.mockResolvedValue(buildEventSummary({ id: 'event-1', status: 'pending' }));
    const { user } = renderWorkspace('settings');

    const name = await screen.findByLabelText(/Event name/);
    await user.clear(name);
    await user.type(name, 'Rooftop Sessions Live');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and resubmit' }));

    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/events/event-1/resubmit', undefined, eventSummary),
    );
    expect(put).toHaveBeenCalledWith(
      '/api/events/event-1',
      expect.objectContaining({
        name: 'Rooftop Sessions Live',
        startsAt: '2026-03-14T17:00:00.000Z',
        timeZone: 'Africa/Johannesburg',
        types: [
          expect.objectContaining({ id: 'ga', price: 15000, capacity: 120 }),
          expect.objectContaining({ id: 'vip', price: 50000 }),
        ],
      }),
      eventWithTypes,
    );
  });

  it('asks before leaving a section with unsaved changes; another section saves only its own', async () => {
    serveWorkspace(rejected);
    putSaves();
    const { router, user } = renderWorkspace('settings');

    const description = await screen.findByLabelText('Description');
    await user.type(description, ' and a late set');
    await user.click(within(sectionNav()).getByRole('link', { name: 'Tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/platform/event/event-1/settings');
    expect(screen.getByLabelText('Description')).toHaveValue('Sunset beats and a late set');

    await user.click(within(sectionNav()).getByRole('link', { name: 'Tickets' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }),
    );
    const general = await screen.findByRole('region', { name: 'Ticket type 1' });
    const capacity = within(general).getByLabelText(/Capacity/);
    await user.clear(capacity);
    await user.type(capacity, '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(
      '/api/events/event-1',
      expect.objectContaining({
        description: 'Sunset beats',
        types: [
          expect.objectContaining({ id: 'ga', capacity: 150 }),
          expect.objectContaining({ id: 'vip' }),
        ],
      }),
      eventWithTypes,
    );
  });

  it('edits who pays the service fee in Settings, priced with the event’s own fee', async () => {
    const own = { percentBasisPoints: 200, flatByCurrency: {}, vatBasisPoints: 0 };
    serveWorkspace({ ...rejected, feeMode: 'passed_on', feeSchedule: own });
    putSaves();
    const { user } = renderWorkspace('settings');
    await user.click(await screen.findByRole('tab', { name: 'Selling' }));

    expect(await screen.findByRole('radio', { name: /Added on top for buyers/ })).toBeChecked();
    // 2 % of R150, no flat part, no VAT: the event's own fee, not the platform's 5 % + R2.50.
    expect(screen.getByRole('table', { name: 'General' })).toHaveTextContent(
      'Buyer pays153.00 ZARService fee3.00 ZARVAT on service fee0.00 ZARYou receive150.00 ZAR',
    );
    await user.click(screen.getByRole('radio', { name: /Included in the ticket price/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/events/event-1',
        expect.objectContaining({ feeMode: 'absorbed' }),
        eventWithTypes,
      ),
    );
  });

  it('keeps each Settings tab to its own part, asking before leaving one with changes', async () => {
    serveWorkspace({ ...rejected, feeMode: 'passed_on' });
    putSaves();
    const { router, user } = renderWorkspace('settings');

    await user.type(await screen.findByLabelText('Description'), ' and a late set');
    await user.click(screen.getByRole('tab', { name: 'Selling' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave and discard' },
      ),
    );
    expect(router.state.location.search).toBe('?tab=selling');
    await user.click(await screen.findByRole('radio', { name: /Included in the ticket price/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(
      '/api/events/event-1',
      expect.objectContaining({ description: 'Sunset beats', feeMode: 'absorbed' }),
      eventWithTypes,
    );
  });

  it('keeps a ticket type with sales from being deleted, and checks before saving', async () => {
    serveWorkspace(rejected);
    const { user } = renderWorkspace('tickets');

    const general = await screen.findByRole('region', { name: 'Ticket type 1' });
    expect(within(general).getByRole('button', { name: 'Delete ticket type 1' })).toBeDisabled();
    expect(within(general).getByText('30 sold')).toBeInTheDocument();
    const price = within(general).getByLabelText(/Price/);
    await user.clear(price);
    await user.type(price, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Fix these before saving')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });

  it('offers only the currencies payments are taken in, and says why a EUR type must change', async () => {
    serveWorkspace({
      ...rejected,
      types: [
        rejected.types[0],
        buildTicketType({ id: 'vip', name: 'VIP', price: 50000, currency: 'EUR', capacity: 20 }),
      ],
    });
    const { user } = renderWorkspace('tickets');

    const general = await screen.findByRole('region', { name: 'Ticket type 1' });
    const vip = screen.getByRole('region', { name: 'Ticket type 2' });
    const offered = (card: HTMLElement) =>
      within(card)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value'));
    await vi.waitFor(() => expect(offered(general)).toEqual(['ZAR', 'USD']));
    expect(offered(vip)).toEqual(['ZAR', 'USD', 'EUR']);
    const reason = 'Payments in EUR are not available: use ZAR or USD';
    expect(within(vip).getByText(reason)).toBeInTheDocument();
    expect(within(general).queryByText(reason)).not.toBeInTheDocument();

    await user.click(within(vip).getByRole('radio', { name: 'USD' }));
    expect(within(vip).queryByText(reason)).not.toBeInTheDocument();
    expect(offered(vip)).toEqual(['ZAR', 'USD']);
  });

  it('deletes the event from Settings after a confirmation, or says why it cannot', async () => {
    serveWorkspace(rejected);
    request.mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: 'This event has sold 30 tickets, so it cannot be deleted',
      }),
    );
    const { user } = renderWorkspace('settings');

    const danger = await screen.findByRole('region', { name: 'Cancel or delete' });
    await user.click(within(danger).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));

    expect(
      await within(dialog).findByText('This event has sold 30 tickets, so it cannot be deleted'),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      '/api/events/event-1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('cancels an event with sales: asks for a reason, then refunds until nothing is left', async () => {
    serveWorkspace(rejected);
    post
      .mockResolvedValueOnce({ status: 'cancelling', ordersRefunded: 25, ordersLeft: 5 })
      .mockResolvedValueOnce({ status: 'cancelled', ordersRefunded: 5, ordersLeft: 0 });
    const { user } = renderWorkspace('settings');

    await user.click(await screen.findByRole('button', { name: 'Cancel event Rooftop Sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event and refund' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByLabelText('Reason, told to ticket holders'),
      'The venue flooded',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event and refund' }));
    expect(await screen.findByText('Event cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(/30 orders refunded, and every ticket holder is emailed/),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledWith(
      '/api/events/event-1/cancel',
      { reason: 'The venue flooded' },
      expect.anything(),
    );
  });
});
