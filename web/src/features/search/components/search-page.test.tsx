import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchResponse } from '@contract/admin';
import { apiClient } from '@/lib/api-client';
import { buildEventSummary } from '@/test/event-factories';
import { renderWithProviders, signedInAs } from '@/test/render';
import { SearchPage } from './search-page';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

const get = vi.mocked(apiClient.get);
const dashboard = { path: '/platform/event/:id', element: <h1>Event dashboard</h1> };

function renderPage(search: string, authState = signedInAs()) {
  return renderWithProviders(<SearchPage />, {
    path: '/platform/search/:search',
    initialEntry: `/platform/search/${search}`,
    routes: [dashboard],
    authState,
  });
}

describe('SearchPage', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('opens the dashboard of the one event that matches manage-event:{text}', async () => {
    get.mockResolvedValue({
      events: [buildEventSummary({ id: 'gala-1', name: 'Winter Gala' })],
      users: [],
    });
    const { router } = renderPage('manage-event:gala');

    expect(await screen.findByRole('heading', { name: 'Event dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/event/gala-1');
    expect(get).toHaveBeenCalledWith('/api/search?q=gala', searchResponse, expect.anything());
  });

  it('lists the matches when several events match manage-event:{text}', async () => {
    get.mockResolvedValue({
      events: [
        buildEventSummary({ id: 'a', name: 'Winter Gala' }),
        buildEventSummary({ id: 'b', name: 'Summer Gala' }),
      ],
      users: [],
    });
    const { router } = renderPage('manage-event:gala');

    expect(
      await screen.findByText('2 events match “gala”: choose the one to manage.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Summer Gala' })).toHaveAttribute(
      'href',
      '/platform/event/b',
    );
    expect(router.state.location.pathname).toBe('/platform/search/manage-event:gala');
  });

  it('lists matching events (never jumping) for a plain search, and people for admins', async () => {
    get.mockResolvedValue({
      events: [buildEventSummary({ id: 'a', name: 'Winter Gala' })],
      users: [{ uid: 'u', email: 'gala-fan@example.com', disabled: false, isAdmin: false }],
    });
    renderPage('gala', signedInAs({}, { isAdmin: true }));

    expect(await screen.findByText('Winter Gala')).toBeInTheDocument();
    expect(screen.getByText('gala-fan@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'People (1)' })).toBeInTheDocument();
  });

  it('searches again from the box', async () => {
    get.mockResolvedValue({ events: [], users: [] });
    const { router } = renderPage('gala');
    const user = userEvent.setup();

    expect(await screen.findByText('No events match “gala”.')).toBeInTheDocument();
    const box = screen.getByLabelText('Search for');
    await user.clear(box);
    await user.type(box, 'rooftop{Enter}');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/platform/search/rooftop'));
    expect(screen.queryByRole('heading', { name: /People/ })).not.toBeInTheDocument();
  });
});
