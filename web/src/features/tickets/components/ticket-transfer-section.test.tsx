import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketView } from '@contract/tickets';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { buildTicket, sampleTicketCode } from '@/test/ticket-factories';
import { TicketTransferSection } from './ticket-transfer-section';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);

const code = sampleTicketCode;
/** A ticket its holder may still send on, until the afternoon of the event. */
const ticketOf = (overrides: Partial<TicketView> = {}): TicketView =>
  buildTicket({
    transfer: { state: 'available', closesAt: '2026-12-01T15:00:00.000Z' },
    ...overrides,
  });

describe('TicketTransferSection', () => {
  beforeEach(() => {
    post.mockReset();
    request.mockReset();
  });

  it('sends the ticket to a friend with the keyboard alone', async () => {
    post.mockResolvedValue({ state: 'pending' });
    const user = userEvent.setup();
    renderWithProviders(<TicketTransferSection ticket={ticketOf()} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Transfer to a friend' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText(/Friend's name/), 'Ada Friend');
    await user.type(screen.getByLabelText(/Friend's email/), 'ada@example.com{Enter}');
    expect(post).toHaveBeenCalledWith(
      `/api/tickets/${code}/transfer`,
      { name: 'Ada Friend', email: 'ada@example.com' },
      expect.anything(),
    );
  });

  it("shows the server's refusal next to the field", async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'This ticket is already yours',
        fields: { email: 'This is your own email: enter your friend’s' },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TicketTransferSection ticket={ticketOf()} />);
    await user.click(screen.getByRole('button', { name: 'Transfer to a friend' }));
    await user.type(screen.getByLabelText(/Friend's name/), 'Me');
    await user.type(screen.getByLabelText(/Friend's email/), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the ticket' }));
    expect(
      await screen.findByText('This is your own email: enter your friend’s'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Friend's email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers to cancel a transfer that waits for the friend', async () => {
    request.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <TicketTransferSection
        ticket={ticketOf({
          transfer: {
            state: 'pending',
            transferId: 't1',
            toName: 'Ada Friend',
            toEmail: 'ada@example.com',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        })}
      />,
    );
    expect(
      screen.getByText(/You sent this ticket to Ada Friend \(ada@example.com\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    expect(request).toHaveBeenCalledWith(
      `/api/tickets/${code}/transfer`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says when the organiser turned transfers off', () => {
    renderWithProviders(
      <TicketTransferSection
        ticket={ticketOf({ transfer: { state: 'unavailable', reason: 'transfers_off' } })}
      />,
    );
    expect(
      screen.getByText('The organiser does not allow transfers for this event.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
