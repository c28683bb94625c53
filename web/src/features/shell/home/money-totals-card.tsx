import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AllMoneyResponse } from '@contract/all-money';
import { paths } from '@/config/paths';
import { TitledCard } from '@/features/events/components/titled-card';
import { currencyName, formatMoney } from '@/lib/format-money';

/** The organiser's money in all their events, per currency (amounts in two never add up). */
export function MoneyTotalsCard({ money }: { money: AllMoneyResponse }) {
  return (
    <TitledCard
      title="Money"
      action={
        <Anchor component={Link} to={paths.platform.money.getHref()} size="sm">
          Open Money
        </Anchor>
      }
    >
      {money.totals.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing sold yet. What your events earn shows here.
        </Text>
      ) : (
        money.totals.map(({ currency, summary }) => (
          <Stack key={currency} gap={4}>
            <Text size="sm" fw={600}>
              {currencyName(currency)}
            </Text>
            <Group component="dl" gap="xl" m={0}>
              <Figure label="Gross sales" value={formatMoney(summary.gross, currency)} />
              {summary.balance < 0 ? (
                <Figure label="You owe" value={formatMoney(-summary.balance, currency)} />
              ) : (
                <Figure label="Balance" value={formatMoney(summary.balance, currency)} />
              )}
            </Group>
          </Stack>
        ))
      )}
    </TitledCard>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}
