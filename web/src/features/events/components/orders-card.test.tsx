import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SalesResponse } from '@contract/tickets';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { OrdersCard } from './orders-card';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn() } }));

const sales: SalesResponse = {
  types: [
    {
      id: 't1',
      name: 'General',
      currency: 'ZAR',
      capacity: 100,
      sold: 3,
      held: 2,
      left: 95,
      revenue: 45000,
    },
    {
      id: 't2',
      name: 'Dollars',
      currency: 'USD',
      capacity: 10,
      sold: 1,
      held: 0,
      left: 9,
      revenue: 2000,
    },
  ],
  orders: [
    {
      reference: 'order-paid',
      email: 'ada@example.com',
      quantity: 3,
      amount: 45000,
      currency: 'ZAR',
      status: 'paid',
      createdAt: '2026-12-01T10:00:00.000Z',
    },
    {
      reference: 'order-odd',
      email: 'bob@example.com',
      quantity: 2,
      amount: 30000,
      currency: 'ZAR',
      status: 'held',
      flagged: 'Paid 100 ZAR, expected 30000 ZAR',
      createdAt: '2026-12-01T11:00:00.000Z',
    },
  ],
};

describe('OrdersCard', () => {
  it('lists the orders with their status, revenue per currency and what is held', async () => {
    vi.mocked(apiClient.get).mockResolvedValue(sales);
    renderWithProviders(<OrdersCard eventId="event-1" />);

    expect(await screen.findByText('order-paid')).toBeInTheDocument();
    expect(screen.getByText('Revenue: 450.00 ZAR · 20.00 USD · held now: 2')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('Payment mismatch')).toBeInTheDocument();
    expect(screen.getByText('450.00 ZAR')).toBeInTheDocument();
    expect(apiClient.get).toHaveBeenCalledWith(
      '/api/events/event-1/sales',
      expect.anything(),
      expect.anything(),
    );
  });

  it('says when there are no orders yet', async () => {
    vi.mocked(apiClient.get).mockResolvedValue({ types: [], orders: [] });
    renderWithProviders(<OrdersCard eventId="event-1" />);
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
  });
});
