import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { axisAmount, dayLabel, MoneyChart } from './money-chart';

describe('MoneyChart', () => {
  it('draws sales and net per day, with days and amounts on its axes', async () => {
    renderWithProviders(
      <MoneyChart
        currency="ZAR"
        days={[
          { day: '2026-12-01', sales: 100000, net: 91000 },
          { day: '2026-12-02', sales: 50000, net: 32400 },
        ]}
      />,
    );
    const chart = await screen.findByRole('figure', { name: 'Sales and net per day, ZAR' });

    expect(within(chart).getByText('Sales')).toBeInTheDocument();
    expect(within(chart).getByText('Net')).toBeInTheDocument();
    expect(within(chart).getByText('2 Dec')).toBeInTheDocument();
    expect(within(chart).getByText('R1k')).toBeInTheDocument();
  });

  it('labels days as dates, whatever the time zone', () => {
    expect(dayLabel('2026-12-01')).toBe('1 Dec');
    expect(dayLabel('2027-01-31')).toBe('31 Jan');
    expect(dayLabel('not a day')).toBe('not a day');
  });

  it('shortens the axis amounts to major units', () => {
    expect(axisAmount(0)).toBe('0');
    expect(axisAmount(25000)).toBe('250');
    expect(axisAmount(123400)).toBe('1.2k');
    expect(axisAmount(-500000)).toBe('-5k');
    expect(axisAmount(250_000_000)).toBe('2.5M');
  });
});
