import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import type { CurrencyMoney } from '@contract/event-money';
import { currencySymbol, formatMoney } from '@/lib/format-money';

type MoneyChartProps = Pick<CurrencyMoney, 'days' | 'currency'>;

// The days are calendar dates in the event's time zone: read and shown as UTC, never shifted.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "2026-12-05" -> "5 Dec". */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** The axis's short amounts in major units: 1234500 minor units is "12.3k". */
export function axisAmount(minorUnits: number): string {
  const major = minorUnits / 100;
  const size = Math.abs(major);
  if (size >= 1_000_000) return `${+(major / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${+(major / 1_000).toFixed(1)}k`;
  return `${+major.toFixed(0)}`;
}

/**
 * Sales and net per day as bars. Its own module, loaded only when the Money page shows it:
 * the charting library is as big as some whole pages and no other page needs it.
 */
export function MoneyChart({ days, currency }: MoneyChartProps) {
  return (
    <Box component="figure" m={0} aria-label={`Sales and net per day, ${currency}`}>
      <BarChart
        h={260}
        data={days}
        dataKey="day"
        series={[
          { name: 'sales', label: 'Sales', color: 'blue.6' },
          { name: 'net', label: 'Net', color: 'teal.6' },
        ]}
        withLegend
        valueFormatter={(value) => formatMoney(value, currency)}
        xAxisProps={{ tickFormatter: dayLabel }}
        yAxisProps={{
          tickFormatter: (value: number) => `${currencySymbol(currency)}${axisAmount(value)}`,
          width: 64,
        }}
        tooltipProps={{ labelFormatter: (day) => (typeof day === 'string' ? dayLabel(day) : '') }}
      />
    </Box>
  );
}
