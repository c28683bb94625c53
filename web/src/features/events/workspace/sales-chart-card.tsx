import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useEventMoney } from '@/features/money/api/get-event-money';
import { TitledCard } from '../components/titled-card';

// The charting library is as big as a section: it loads with the first chart shown.
const MoneyChart = lazy(async () => ({
  default: (await import('@/features/money/components/money-chart')).MoneyChart,
}));

/** Sales and net per day in the event's main currency, once something has sold. */
export function SalesChartCard({ eventId }: { eventId: string }) {
  const money = useEventMoney(eventId);
  const main = money.data?.currencies.find((currency) => currency.days.length > 0);
  if (!main) return null;
  return (
    <TitledCard title="Sales per day">
      <Suspense
        fallback={<Skeleton h={260} radius="md" role="status" aria-label="Loading the chart" />}
      >
        <MoneyChart days={main.days} currency={main.currency} />
      </Suspense>
    </TitledCard>
  );
}
