import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingListsView } from '@contract/waiting-list';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventWithTypes } from '@/test/event-factories';
import { renderWithUser } from '@/test/render';
import { WaitingListCard } from './waiting-list-card';

vi.mock('@/lib/api-client', () => ({
  apiClient: { get: vi.fn(), post: vi.fn(), put: vi.fn() },
  unchecked: () => ({}),
}));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const put = vi.mocked(apiClient.put);

const lists: WaitingListsView = {
  offerHours: 24,
  lists: [
    {
      typeId: 'ga',
      typeName: 'General',
      closed: false,
      waiting: 1,
      offered: 2,
      entries: [
        {
          email: 'first@example.com',
          quantity: 2,
          joinedAt: '2026-12-01T10:00:00.000Z',
          state: 'offered',
          offer: { quantity: 2, expiresAt: '2026-12-02T10:00:00.000Z' },
        },
        {
          email: 'second@example.com',
          quantity: 1,
          joinedAt: '2026-12-01T11:00:00.000Z',
          state: 'waiting',
        },
      ],
    },
  ],
};

describe('WaitingListCard', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    put.mockReset();
    get.mockResolvedValue(lists);
  });

  it('lists the people in line with their state, and offers now, with tickets added by hand', async () => {
    post.mockResolvedValue({ offersMade: 0, ticketsOffered: 0 });
    const { user } = renderWithUser(
      <WaitingListCard event={buildEventWithTypes({ id: 'event-1' })} />,
    );
    expect(await screen.findByText('first@example.com')).toBeInTheDocument();
    expect(screen.getByText('1 waiting · 2 offered')).toBeInTheDocument();
    expect(screen.getByText(/joined .* · offered 2 until/)).toBeInTheDocument();
    expect(screen.getByText(/joined .* · waiting$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offer now' }));
    expect(
      await screen.findByText(
        'No tickets are free to offer: add some to offer them to the next in line.',
      ),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/events/event-1/waitingLists/ga/offer',
      { addTickets: 0 },
      expect.anything(),
    );
    post.mockResolvedValue({ offersMade: 1, ticketsOffered: 2 });
    await user.type(screen.getByLabelText('Tickets to add'), '2');
    await user.click(screen.getByRole('button', { name: 'Offer now' }));
    expect(await screen.findByText('Offered 2 tickets to 1 person.')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith(
      '/api/events/event-1/waitingLists/ga/offer',
      { addTickets: 2 },
      expect.anything(),
    );
  });

  it('saves how long an offer holds, with the server’s objection next to the field', async () => {
    put.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { offerHours: 'At most 168 hours (a week)' },
      }),
    );
    const { user } = renderWithUser(
      <WaitingListCard event={buildEventWithTypes({ id: 'event-1' })} />,
    );
    const hours = await screen.findByLabelText('An offer holds its tickets for (hours)');
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 168 hours (a week)')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      '/api/events/event-1/waitingListSettings',
      { offerHours: 168 },
      expect.anything(),
    );
  });
});
