import { useEventMoney } from '@/features/money/api/get-event-money';
import { LazyMoneyChart } from '@/features/money/components/lazy-money-chart';
import { TitledCard } from '../components/titled-card';

/** Sales and net per day in the event's main currency, once something has sold. */
export function SalesChartCard({ eventId }: { eventId: string }) {
  const money = useEventMoney(eventId);
  const main = money.data?.currencies.find((currency) => currency.days.length > 0);
  if (!main) return null;
  return (
    <TitledCard title="Sales per day">
      <LazyMoneyChart days={main.days} currency={main.currency} />
    </TitledCard>
  );
}
