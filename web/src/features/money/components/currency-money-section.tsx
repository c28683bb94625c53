import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { CurrencyMoney } from '@contract/event-money';
import { currencyName } from '@/lib/format-money';
import { describePayout } from '../payout-text';
import { LazyMoneyChart } from './lazy-money-chart';
import { MoneyFigures } from './money-figures';
import { PayoutStatus } from './payout-status';

type CurrencyMoneySectionProps = { money: CurrencyMoney; endsAt: string | undefined };

/** One currency's figures, when its balance is paid out, and its sales per day. */
export function CurrencyMoneySection({ money, endsAt }: CurrencyMoneySectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {currencyName(money.currency)}
      </Title>
      <MoneyFigures summary={money.summary} currency={money.currency} />
      <PayoutStatus line={describePayout(money, endsAt)} />
      {money.days.length > 0 && (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Sales and net per day
            </Title>
            <LazyMoneyChart days={money.days} currency={money.currency} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
