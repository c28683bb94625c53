import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '@contract/orders';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { RefundOrderButton } from './refund-order-button';

vi.mock('@/lib/api-client', () => ({ apiClient: { post: vi.fn() } }));

const paid: OrderRow = {
  reference: 'order-1',
  email: 'ada@example.com',
  quantity: 2,
  amount: 30000,
  currency: 'ZAR',
  status: 'paid',
  createdAt: '2026-12-01T10:00:00.000Z',
};

describe('RefundOrderButton', () => {
  it('is offered for paid orders only', () => {
    renderWithProviders(<RefundOrderButton eventId="e1" order={{ ...paid, status: 'held' }} />);
    expect(screen.queryByRole('button', { name: /refund/i })).toBeNull();
  });

  it('names the amount and the buyer, refunds on confirm and says it is done', async () => {
    vi.mocked(apiClient.post).mockResolvedValue({ order: { ...paid, status: 'refunded' } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RefundOrderButton eventId="e1" order={paid} />);
    await user.click(screen.getByRole('button', { name: 'Refund order order-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog).toHaveTextContent('300.00 ZAR goes back to ada@example.com, in full.');
    expect(dialog).toHaveTextContent('Its 2 tickets stop working at the door');
    await user.click(screen.getByRole('button', { name: 'Refund order' }));
    expect(apiClient.post).toHaveBeenCalledWith(
      '/api/orders/order-1/refund',
      undefined,
      expect.anything(),
    );
    expect(await screen.findByText('Order refunded')).toBeInTheDocument();
  });

  it('cancels a free order, in those words: there is no money to refund', async () => {
    const free = { ...paid, amount: 0, quantity: 1 };
    vi.mocked(apiClient.post).mockResolvedValue({ order: { ...free, status: 'refunded' } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RefundOrderButton eventId="e1" order={free} />);
    expect(screen.queryByRole('button', { name: /refund/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel free order order-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this free order?' });
    expect(dialog).toHaveTextContent('The free order of ada@example.com is cancelled.');
    expect(dialog).toHaveTextContent('Its ticket stops working at the door');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
  });

  it('shows why a refund failed, in the dialog', async () => {
    vi.mocked(apiClient.post).mockRejectedValue(new Error('The payment gateway did not refund'));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RefundOrderButton eventId="e1" order={paid} />);
    await user.click(screen.getByRole('button', { name: 'Refund order order-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund order' }));
    expect(await within(dialog).findByText('The payment gateway did not refund')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
