import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { myEventsResponse } from '@contract/my-events';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventSummary } from '@/test/event-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { EventsListPage } from './events-list-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const request = vi.mocked(apiClient.request);

function renderPage() {
  return renderWithProviders(<EventsListPage />, {
    path: '/platform/events',
    authState: signedInAs(),
  });
}

describe('EventsListPage', () => {
  beforeEach(() => {
    get.mockReset();
    request.mockReset();
  });

  it('shows a skeleton while loading, then each event with its approval status', async () => {
    get.mockResolvedValue({
      events: [
        buildEventSummary({
          id: 'a',
          name: 'Approved gig',
          status: 'approved',
          approved: true,
          ticketsSold: 12,
        }),
        buildEventSummary({ id: 'p', name: 'Pending gig', status: 'pending' }),
        buildEventSummary({
          id: 'r',
          name: 'Rejected gig',
          status: 'rejected',
          approved: false,
          rejectedReason: 'Banner is missing',
        }),
      ],
    });
    renderPage();

    expect(screen.getByLabelText('Loading your events')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(get).toHaveBeenCalledWith('/api/events/mine', myEventsResponse, expect.anything());
    // A header row, then one row per event.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Banner is missing')).toBeInTheDocument();
    // Tickets sold so far, per event.
    expect(within(rows[0]!).getByRole('columnheader', { name: 'Sold' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: '0' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Details of Approved gig' })).toHaveAttribute(
      'href',
      '/platform/event/a',
    );
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/platform/new-event',
    );
    expect(screen.getByRole('link', { name: 'Money' })).toHaveAttribute('href', '/platform/money');
  });

  it('shows the first page, then the next one on "Show more events"', async () => {
    get.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/api/events/mine'
          ? {
              events: [buildEventSummary({ id: 'n', name: 'Newest gig' })],
              nextCursor: 'page-2',
              total: 2,
            }
          : { events: [buildEventSummary({ id: 'o', name: 'Older gig' })], total: 2 },
      ),
    );
    renderPage();

    expect(await screen.findByText('Newest gig')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2 events')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(await screen.findByText('Older gig')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(
      '/api/events/mine?after=page-2',
      myEventsResponse,
      expect.anything(),
    );
    expect(screen.getByText('Newest gig')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more events' })).not.toBeInTheDocument();
  });

  it('invites creating a first event when there are none', async () => {
    get.mockResolvedValue({ events: [] });
    renderPage();

    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first event' })).toHaveAttribute(
      'href',
      '/platform/new-event',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains a failed load and loads again on request', async () => {
    get.mockRejectedValueOnce(
      new ApiError({ status: 500, code: 'internal', message: 'The server had a problem' }),
    );
    get.mockResolvedValueOnce({ events: [buildEventSummary({ name: 'Back again' })] });
    renderPage();

    expect(await screen.findByText('The server had a problem')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('deletes the selected events after a confirmation, and says why one with sales stays', async () => {
    const free = buildEventSummary({ id: 'free', name: 'Quiet gig' });
    const sold = buildEventSummary({ id: 'sold', name: 'Sold-out gala', ticketsSold: 3 });
    const other = buildEventSummary({ id: 'other', name: 'Untouched' });
    get.mockResolvedValueOnce({ events: [free, sold, other] });
    get.mockResolvedValue({ events: [sold, other] });
    request.mockImplementation(async (path) => {
      if (path === '/api/events/sold') {
        throw new ApiError({
          status: 409,
          code: 'conflict',
          message: 'This event has sold 3 tickets, so it cannot be deleted',
        });
      }
      return undefined;
    });
    renderPage();
    const user = userEvent.setup();

    await screen.findByText('Quiet gig');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Quiet gig' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sold-out gala' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 events?' });
    expect(within(dialog).getByText(/will be kept/)).toHaveTextContent('“Sold-out gala” has sold');
    expect(request).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 events' }));

    expect(
      await screen.findByText(/This event has sold 3 tickets, so it cannot be deleted/),
    ).toBeInTheDocument();
    expect(screen.getByText('One event was not deleted')).toBeInTheDocument();
    // Kept for its sales, it can be cancelled from here instead.
    expect(screen.getByRole('button', { name: 'Cancel event Sold-out gala' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenCalledWith(
      '/api/events/free',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(request).toHaveBeenCalledWith(
      '/api/events/sold',
      expect.objectContaining({ method: 'DELETE' }),
    );
    await vi.waitFor(() => expect(screen.queryByText('Quiet gig')).not.toBeInTheDocument());
    expect(screen.getByText('Untouched')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    get.mockResolvedValue({ events: [buildEventSummary({ id: 'a', name: 'Keep me' })] });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: 'Select all events' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(request).not.toHaveBeenCalled();
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });
});
