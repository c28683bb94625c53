import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  refundRequestList,
  refundRequestView,
  type RefundRequestList,
  type RefundRequestView,
} from '@contract/refund-requests';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { dashboardAnswer } from '@/test/dashboard-api';
import { buildEventWithTypes } from '@/test/event-factories';
import { renderWorkspace } from '@/test/event-workspace';
import { renderWithProviders } from '@/test/render';
import { RefundRequestsCard } from './refund-requests-card';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

const waiting: RefundRequestView = {
  orderId: 'order-ada',
  email: 'ada@example.com',
  amount: 30000,
  currency: 'ZAR',
  tickets: 2,
  reason: 'I moved to Durban',
  requestedAt: '2026-11-20T10:00:00.000Z',
  state: 'pending',
};
const declined: RefundRequestView = {
  orderId: 'order-bob',
  email: 'bob@example.com',
  amount: 15000,
  currency: 'ZAR',
  tickets: 1,
  requestedAt: '2026-11-18T10:00:00.000Z',
  state: 'declined',
  decidedAt: '2026-11-19T08:00:00.000Z',
  declineReason: 'The artist still plays',
};

const takingRequests = buildEventWithTypes({
  id: 'event-1',
  timeZone: 'Africa/Johannesburg',
  refundRequests: { enabled: true, untilDaysBeforeStart: 7, approval: 'organiser' },
});

/**
 * Answers the list as the server would, checked against the contract like the client does;
 * the rest of the workspace as an event with nothing sold, its orders a moment slower.
 */
function serve(list: RefundRequestList) {
  get.mockImplementation(async (path: string) => {
    if (path.endsWith('/refund-requests')) return refundRequestList.parse(list);
    if (path.includes('/orders?')) await new Promise((resolve) => setTimeout(resolve, 50));
    return dashboardAnswer(path, takingRequests);
  });
}

/** Answers a decision, after which the list is read with the request decided. */
function decide(decided: RefundRequestView, others: RefundRequestView[] = []) {
  post.mockImplementationOnce(async () => {
    serve({ requests: [...others, decided] });
    return refundRequestView.parse(decided);
  });
}

const renderCard = (event = takingRequests) =>
  renderWithProviders(<RefundRequestsCard event={event} />);

describe('RefundRequestsCard', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('lists the requests, and approves one after asking once more', async () => {
    serve({ requests: [waiting, declined] });
    decide({ ...waiting, state: 'refunded', decidedAt: '2026-11-21T08:00:00.000Z' }, [declined]);
    const { user } = renderWorkspace('orders');
    expect(
      await screen.findByText(
        'Buyers may ask until 7 days before the start; you approve or decline each request.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Refund requests' });
    const [first, second] = within(requests).getAllByRole('listitem');
    expect(within(first!).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(first!).getByText('Waiting for you')).toBeInTheDocument();
    expect(first).toHaveTextContent(/Order order-ada · 2 tickets · 300\.00 ZAR · asked/);
    expect(within(first!).getByText('“I moved to Durban”')).toBeInTheDocument();
    expect(
      within(second!).getByText('Declined', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(second).toHaveTextContent(/Declined .*: The artist still plays/);
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve and refund order order-ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog).toHaveTextContent('300.00 ZAR goes back to ada@example.com, in full.');
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Refund order' }));
    expect(post).toHaveBeenCalledWith(
      '/api/events/event-1/refund-requests/order-ada/approve',
      undefined,
      refundRequestView,
    );
    // Said though the list, read again before the orders are, took away the button that asked.
    expect(await screen.findByText('Refund approved')).toBeInTheDocument();
    expect(await within(requests).findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve and refund/ })).not.toBeInTheDocument();
  });

  it('declines with the reason the buyer is told, showing an objection beside it', async () => {
    serve({ requests: [waiting] });
    post.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { reason: 'Text direction controls are not allowed' },
      }),
    );
    decide({ ...waiting, state: 'declined', declineReason: 'Sold out show' });
    const user = userEvent.setup();
    renderCard();
    await user.click(
      await screen.findByRole('button', { name: 'Decline the refund of order order-ada' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline this refund request?' });
    const reason = within(dialog).getByLabelText(/Why, for the buyer/);
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('Say why, for the buyer')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(reason, 'Sold out show');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(
      await within(dialog).findByText('Text direction controls are not allowed'),
    ).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(post).toHaveBeenLastCalledWith(
      '/api/events/event-1/refund-requests/order-ada/decline',
      { reason: 'Sold out show' },
      refundRequestView,
    );
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(await screen.findByText(/Declined.*: Sold out show/)).toBeInTheDocument();
  });

  it('says none came yet where the event takes requests, and shows nothing where it never did', async () => {
    serve({ requests: [] });
    const { unmount } = renderCard();
    expect(await screen.findByText('No refund requests yet.')).toBeInTheDocument();
    unmount();
    renderCard(buildEventWithTypes({ id: 'event-1' }));
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('heading', { name: 'Refund requests' })).not.toBeInTheDocument();
  });
});
