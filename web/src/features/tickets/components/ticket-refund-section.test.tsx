import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refundRequestResponse, type TicketRefundState } from '@contract/refund-requests';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { buildTicket, sampleTicketCode } from '@/test/ticket-factories';
import { TicketPage } from './ticket-page';
import { TicketRefundSection } from './ticket-refund-section';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

/** Two tickets for R 300.00, which may be refunded until two days before the event. */
const available: TicketRefundState = {
  state: 'available',
  until: '2026-12-01T15:00:00.000Z',
  amount: 30000,
  currency: 'ZAR',
  tickets: 2,
  automatic: false,
};

const renderSection = (refundRequest: TicketRefundState | undefined) =>
  renderWithProviders(<TicketRefundSection ticket={buildTicket({ refundRequest })} />);

describe('TicketRefundSection', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('asks for the whole order’s refund with a word to the organiser, then shows it asked', async () => {
    let refundRequest: TicketRefundState = available;
    get.mockImplementation(async (path: string) => {
      if (path === `/api/tickets/${sampleTicketCode}`) return buildTicket({ refundRequest });
      throw new ApiError({ status: 404, code: 'not_found', message: 'Not found' });
    });
    post.mockImplementation(async () => {
      refundRequest = { state: 'requested', at: '2026-11-20T10:00:00.000Z' };
      return { state: 'requested' };
    });
    const user = userEvent.setup();
    renderWithProviders(<TicketPage />, {
      path: '/tickets/:code',
      initialEntry: `/tickets/${sampleTicketCode}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Ask for a refund' }));
    expect(
      screen.getByText(
        /This asks the organiser to refund your whole order \(2 tickets, 300\.00 ZAR\)\. The organiser decides .* You can ask until Dec 1, 2026, 5:00/,
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Anything the organiser should know/), ' I moved away ');
    await user.click(screen.getByRole('button', { name: 'Ask for the refund' }));
    expect(post).toHaveBeenCalledWith(
      `/api/tickets/${sampleTicketCode}/refund-request`,
      { reason: 'I moved away' },
      refundRequestResponse,
    );
    // The ticket read again says where the request stands.
    expect(await screen.findByText(/You asked for a refund on Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /refund/ })).not.toBeInTheDocument();
  });

  it('says a refund at once is one, and words a refusal as a sentence', async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: 'A ticket of this order was used at the door',
        details: { reason: 'used' },
      }),
    );
    const user = userEvent.setup();
    renderSection({ ...available, tickets: 1, automatic: true });
    await user.click(screen.getByRole('button', { name: 'Ask for a refund' }));
    expect(
      screen.getByText(/This refunds your whole order \(1 ticket, 300\.00 ZAR\) at once/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund my order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A ticket of this order was used at the door, so it cannot be refunded.',
    );
    expect(post).toHaveBeenCalledWith(expect.any(String), {}, refundRequestResponse);
  });

  it('shows a refusal of the reason beside it', async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { reason: 'Control characters are not allowed' },
      }),
    );
    const user = userEvent.setup();
    renderSection(available);
    await user.click(screen.getByRole('button', { name: 'Ask for a refund' }));
    await user.type(screen.getByLabelText(/Anything the organiser should know/), 'Hm');
    await user.click(screen.getByRole('button', { name: 'Ask for the refund' }));
    expect(await screen.findByText('Control characters are not allowed')).toBeInTheDocument();
    expect(screen.getByLabelText(/Anything the organiser should know/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a request waiting, declined or too late, with no button', () => {
    const { unmount } = renderSection({ state: 'requested', at: '2026-11-20T10:00:00.000Z' });
    expect(
      screen.getByText(
        /You asked for a refund on Nov 20, 2026, 12:00.*The organiser will decide; we will email you\./,
      ),
    ).toBeInTheDocument();
    unmount();
    const declined = renderSection({
      state: 'declined',
      at: '2026-11-21T10:00:00.000Z',
      reason: 'The artist still plays',
    });
    expect(
      screen.getByText('The organiser declined your refund request: The artist still plays'),
    ).toBeInTheDocument();
    declined.unmount();
    renderSection({ state: 'closed', until: '2026-11-24T15:00:00.000Z' });
    expect(
      screen.getByText(/Refund requests for this event closed on Nov 24, 2026, 5:00/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing where the event takes no requests', () => {
    renderSection(undefined);
    expect(screen.queryByText(/refund/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
