import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListedEvent, WhatsOnResponse } from '@contract/listing';
import { renderWithProviders } from '@/test/render';
import { UpcomingEvents } from './upcoming-events';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));

const jazz: ListedEvent = {
  id: 'e1',
  name: 'Jazz by the sea',
  url: '/event/e1',
  imageUrl: '/api/events/e1/banner?v=v1',
  locationText: 'The Old Biscuit Mill, Cape Town',
  startsAt: '2026-11-05T16:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  dateLabel: 'Thu 5 Nov 2026, 18:00',
  fromPrice: { price: 15000, currency: 'ZAR' },
  priceLabel: 'From R150.00',
  state: 'on_sale',
  stateLabel: 'On sale',
};

/** A fake `fetch` answering What's on as the server does, through the real loader. */
function serve(answer: WhatsOnResponse | 'down') {
  const fetchFn = vi.fn(async () =>
    answer === 'down'
      ? new Response('{}', { status: 503 })
      : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

describe("the landing's Upcoming events", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the next few listed events, each a link to its page, and the way to all of them', async () => {
    const fetchFn = serve({
      events: [
        jazz,
        {
          ...jazz,
          id: 'e2',
          name: 'Rock night',
          url: '/event/e2',
          priceLabel: 'R100.00',
          state: 'sold_out',
          stateLabel: 'Sold out',
        },
      ],
    });
    renderWithProviders(<UpcomingEvents />);

    const section = screen.getByRole('region', { name: 'Upcoming events' });
    const card = await within(section).findByRole('link', { name: /Jazz by the sea/ });
    expect(card).toHaveAttribute('href', '/event/e1');
    expect(card).toHaveTextContent('Thu 5 Nov 2026, 18:00');
    expect(card).toHaveTextContent('The Old Biscuit Mill, Cape Town');
    expect(card).toHaveTextContent('From R150.00 · On sale');
    expect(within(section).getByRole('link', { name: /Rock night/ })).toHaveTextContent('Sold out');
    expect(within(section).getByRole('link', { name: 'See all of What’s on' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(fetchFn).toHaveBeenCalledWith('/api/whats-on?limit=4', expect.anything());
  });

  it('offers the link alone when nothing is listed or the list cannot be read', async () => {
    const fetchFn = serve('down');
    renderWithProviders(<UpcomingEvents />);

    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalled());
    const section = screen.getByRole('region', { name: 'Upcoming events' });
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });
});
