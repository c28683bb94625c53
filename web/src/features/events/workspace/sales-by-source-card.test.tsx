import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SourceSales } from '@contract/sales-sources';
import { renderWithProviders } from '@/test/render';
import { SalesBySourceCard } from './sales-by-source-card';

const sources: SourceSales[] = [
  { source: 'instagram', orders: 2, tickets: 3, revenue: [{ currency: 'ZAR', amount: 45000 }] },
  {
    source: null,
    orders: 1,
    tickets: 2,
    revenue: [
      { currency: 'ZAR', amount: 15000 },
      { currency: 'USD', amount: 2000 },
    ],
  },
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('SalesBySourceCard', () => {
  it('lists each source’s paid orders, tickets and revenue, Direct for none', () => {
    renderWithProviders(<SalesBySourceCard sources={sources} showsRevenue />);
    expect(rowsOf(screen.getByRole('table', { name: 'Sales by source' }))).toEqual([
      ['Source', 'Orders', 'Tickets', 'Revenue'],
      ['instagram', '2', '3', 'R\u00a0450.00'],
      ['Direct', '1', '2', 'R\u00a0150.00 + $20.00'],
    ]);
  });

  it('leaves the revenue out for those who may not see money, and shows nothing before a sale', () => {
    const { unmount } = renderWithProviders(
      <SalesBySourceCard sources={sources} showsRevenue={false} />,
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Sales by source' }))[0]).toEqual([
      'Source',
      'Orders',
      'Tickets',
    ]);
    unmount();

    renderWithProviders(<SalesBySourceCard sources={[]} showsRevenue />);
    expect(screen.queryByRole('heading', { name: 'Sales by source' })).toBeNull();
  });
});
