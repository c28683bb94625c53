import { Button, Group, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { CurrencyMoney } from '@contract/event-money';
import { PlainList } from '@/components/plain-list';
import { paths } from '@/config/paths';
import { currencyName, formatMoney } from '@/lib/format-money';
import { QueryContent } from '@/features/events/components/query-content';
import { TitledCard } from '@/features/events/components/titled-card';
import { useEventMoney } from '../api/get-event-money';

/** The event dashboard's glance at its money: the balance per currency, and the way in. */
export function MoneyCard({ eventId }: { eventId: string }) {
  const money = useEventMoney(eventId);
  return (
    <TitledCard
      title="Money"
      action={
        <Button
          component={Link}
          to={paths.platform.eventMoney.getHref(eventId)}
          variant="light"
          leftSection={<IconCash size={16} />}
        >
          Open money
        </Button>
      }
    >
      <QueryContent query={money} what="the money" skeletonHeight={48}>
        {({ currencies }) =>
          currencies.length === 0 ? (
            <Text size="sm" c="dimmed">
              No sales yet: money appears here once tickets sell.
            </Text>
          ) : (
            <PlainList gap="xs" aria-label="Balance per currency">
              {currencies.map((currency) => (
                <Balance key={currency.currency} money={currency} />
              ))}
            </PlainList>
          )
        }
      </QueryContent>
    </TitledCard>
  );
}

function Balance({ money: { currency, summary } }: { money: CurrencyMoney }) {
  const owed = summary.balance < 0;
  return (
    <Group component="li" justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed" truncate>
        {currencyName(currency)}
      </Text>
      <Text size="sm" fw={700} c={owed ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {owed
          ? `You owe ${formatMoney(-summary.balance, currency)}`
          : `Balance ${formatMoney(summary.balance, currency)}`}
      </Text>
    </Group>
  );
}
