import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrdersResponse } from '@contract/orders';
import type { SalesResponse } from '@contract/tickets';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { OrdersPanel } from './orders-panel';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn() } }));
const get = vi.mocked(apiClient.get);

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
  orders: [],
  sources: [],
};

const firstPage: OrdersResponse = {
  orders: [
    {
      reference: 'order-paid',
      email: 'ada@example.com',
      quantity: 3,
      amount: 45000,
      currency: 'ZAR',
      status: 'paid',
      createdAt: '2026-12-01T10:00:00.000Z',
      paidAt: '2026-12-01T10:01:00.000Z',
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
  nextCursor: 'page-2',
};
const secondPage: OrdersResponse = {
  orders: [
    {
      reference: 'order-old',
      email: 'cy@example.com',
      quantity: 1,
      amount: 0,
      currency: 'ZAR',
      status: 'refunded',
      createdAt: '2026-11-30T09:00:00.000Z',
    },
  ],
};

function serve(pages: (path: string) => OrdersResponse) {
  get.mockImplementation(async (path: string) => (path.endsWith('/sales') ? sales : pages(path)));
}

describe('OrdersPanel', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('lists orders with their status, flagged payments, revenue per currency and what is held', async () => {
    serve((path) => (path.includes('after=page-2') ? secondPage : firstPage));
    renderWithProviders(<OrdersPanel eventId="event-1" />);

    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByText('order-paid')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(table).getByText('Payment mismatch')).toBeInTheDocument();
    expect(within(table).getByText('450.00 ZAR')).toBeInTheDocument();
    expect(
      await screen.findByText('Revenue: 450.00 ZAR · 20.00 USD · held now: 2'),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/events/event-1/orders?',
      expect.anything(),
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await within(table).findByText('order-old')).toBeInTheDocument();
    expect(within(table).getByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it('searches (debounced) by the start of an email or reference', async () => {
    serve((path) => (path.includes('q=bob') ? { orders: [firstPage.orders[1]!] } : firstPage));
    renderWithProviders(<OrdersPanel eventId="event-1" />);
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.type(screen.getByLabelText('Search orders'), 'bob');
    const table = screen.getByRole('table', { name: 'Orders' });
    await vi.waitFor(() => expect(within(table).queryByText('order-paid')).not.toBeInTheDocument());
    expect(within(table).getByText('order-odd')).toBeInTheDocument();
    // Typed letter by letter, the list asked once for the whole word.
    expect(get.mock.calls.filter(([path]) => path.includes('q='))).toHaveLength(1);
  });

  it('says when there are no orders yet, or none match', async () => {
    serve(() => ({ orders: [] }));
    renderWithProviders(<OrdersPanel eventId="event-1" />);
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
  });
});
