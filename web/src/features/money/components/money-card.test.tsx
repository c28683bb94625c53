import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { buildEventMoney, buildMoneySummary } from '@/test/money-factories';
import { MoneyCard } from './money-card';
import { buildRandAndDollarMoney } from './money.fixtures';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const get = vi.mocked(apiClient.get);

describe('MoneyCard', () => {
  beforeEach(() => get.mockReset());

  it('shows the balance per currency, what is owed in red, and opens the Money page', async () => {
    get.mockResolvedValue(
      buildRandAndDollarMoney({ summary: buildMoneySummary({ balance: -5000 }) }),
    );
    renderWithProviders(<MoneyCard eventId="event-1" />);

    const balances = await screen.findByRole('list', { name: 'Balance per currency' });
    const [zar, usd] = within(balances).getAllByRole('listitem');
    expect(zar).toHaveTextContent('South African Rand (ZAR)Balance R 1 234.00');
    expect(usd).toHaveTextContent('US Dollar (USD)You owe $50.00');
    expect(within(usd as HTMLElement).getByText('You owe $50.00')).toHaveAttribute(
      'style',
      expect.stringContaining('--mantine-color-red'),
    );
    expect(screen.getByRole('link', { name: 'Open money' })).toHaveAttribute(
      'href',
      '/platform/event/event-1/money',
    );
  });

  it('says there is no money before any sale', async () => {
    get.mockResolvedValue(buildEventMoney({ currencies: [] }));
    renderWithProviders(<MoneyCard eventId="event-1" />);

    expect(
      await screen.findByText('No sales yet: money appears here once tickets sell.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open money' })).toBeInTheDocument();
  });

  it('says when the money could not load, and tries again', async () => {
    get.mockRejectedValueOnce(
      new ApiError({ status: 0, code: 'network_error', message: 'Could not reach the server' }),
    );
    get.mockResolvedValueOnce(buildEventMoney());
    renderWithProviders(<MoneyCard eventId="event-1" />);

    expect(screen.getByRole('status', { name: 'Loading the money' })).toBeInTheDocument();
    expect(await screen.findByText('Could not load the money')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/R 1 234.00/)).toBeInTheDocument();
  });
});
