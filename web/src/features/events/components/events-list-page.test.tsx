import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { myEventsResponse } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventSummary } from '@/test/event-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { EventsListPage } from './events-list-page';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

const get = vi.mocked(apiClient.get);

function renderPage() {
  return renderWithProviders(<EventsListPage />, {
    path: '/platform/events',
    authState: signedInAs(),
  });
}

describe('EventsListPage', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('shows a skeleton while loading, then each event with its approval status', async () => {
    get.mockResolvedValue({
      events: [
        buildEventSummary({ id: 'a', name: 'Approved gig', status: 'approved', approved: true }),
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
    expect(within(rows[3]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Banner is missing')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Details of Approved gig' })).toHaveAttribute(
      'href',
      '/platform/event/a',
    );
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/platform/new-event',
    );
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
});
