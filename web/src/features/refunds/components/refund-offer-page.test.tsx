import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefundOfferView } from '@contract/event-changes';
import { apiClient } from '@/lib/api-client';
import { renderWithUser } from '@/test/render';
import { RefundOfferPage } from './refund-offer-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const proof = 'c'.repeat(32);
const view: RefundOfferView = {
  eventName: 'Rooftop Gig',
  orderId: 'order-1',
  amount: 30000,
  currency: 'ZAR',
  until: '2026-12-15T10:00:00.000Z',
  state: 'offered',
};
const open = () =>
  renderWithUser(<RefundOfferPage />, {
    path: '/refund/:mailingId/:orderId',
    initialEntry: `/refund/change-e1/order-1?t=${proof}`,
  });

describe('RefundOfferPage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('refunds the order with one press', async () => {
    get.mockResolvedValue(view);
    post.mockResolvedValue({ ...view, state: 'refunded' });
    const { user } = open();
    expect(await screen.findByText('Order order-1: 300.00 ZAR.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund my order' }));
    expect(
      await screen.findByRole('heading', { name: 'Your order was refunded' }),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      `/api/refund-offers/change-e1/order-1?t=${proof}`,
      {},
      expect.anything(),
    );
  });

  it('says when the offer ended, and offers nothing to press', async () => {
    get.mockResolvedValue({ ...view, state: 'expired' });
    open();
    expect(await screen.findByText('This offer ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund my order' })).not.toBeInTheDocument();
  });
});
