import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CurrencyMoney } from '@contract/event-money';

// The charting library is as big as a whole page: it loads only where a chart shows.
const MoneyChart = lazy(async () => ({
  default: (await import('./money-chart')).MoneyChart,
}));

/** Sales and net per day, a placeholder of its height while its code loads. */
export function LazyMoneyChart({ days, currency }: Pick<CurrencyMoney, 'days' | 'currency'>) {
  return (
    <Suspense
      fallback={<Skeleton h={260} radius="md" role="status" aria-label="Loading the chart" />}
    >
      <MoneyChart days={days} currency={currency} />
    </Suspense>
  );
}
