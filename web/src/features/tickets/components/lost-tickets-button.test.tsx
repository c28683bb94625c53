import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lostTicketsMessage } from '@contract/lost-tickets';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { LostTicketsButton } from './lost-tickets-button';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const post = vi.mocked(apiClient.post);

describe('LostTicketsButton', () => {
  beforeEach(() => post.mockReset());

  it('sends the address for the event and says what happens, whatever was found', async () => {
    post
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'validation_failed',
          message: 'Invalid',
          fields: { email: 'Enter a valid email address' },
        }),
      )
      .mockResolvedValueOnce({ message: lostTicketsMessage });
    // As the server-rendered event page mounts it: Mantine only, no query client, no router.
    render(
      <MantineProvider>
        <LostTicketsButton eventId="event-1" />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lost your tickets?' }));
    const field = await screen.findByLabelText('Email address');
    await user.type(field, 'ann@example');
    await user.click(screen.getByRole('button', { name: 'Send my tickets' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(field, '.com');
    await user.click(screen.getByRole('button', { name: 'Send my tickets' }));
    expect(await screen.findByText(lostTicketsMessage)).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith(
      '/api/events/event-1/lost-tickets',
      { email: 'ann@example.com' },
      expect.anything(),
    );
  });
});
