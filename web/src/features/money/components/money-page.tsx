import { EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import type { EventMoneyResponse } from '@contract/event-money-response';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { EventQueryError } from '@/features/events/components/event-query-error';
import { statementCsvPath, useEventMoney } from '../api/get-event-money';
import { CurrencyMoneySection } from './currency-money-section';
import { PayoutsHistory } from './payouts-history';

/**
 * `/platform/event/:id/money`, the workspace's Money section: what an event's sales earned,
 * and when it is paid out.
 */
export function EventMoneySection() {
  const { id = '' } = useParams();
  const money = useEventMoney(id);

  if (money.isPending) return <MoneySkeleton />;
  if (money.isError) {
    return <EventQueryError title="Could not load this event's money" query={money} />;
  }
  return <Money money={money.data} />;
}

function Money({ money }: { money: EventMoneyResponse }) {
  const hasMoney = money.currencies.length > 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={2} size="h3">
          Money
        </Title>
        {/* Every entry in every currency: an empty event has no statement to give. */}
        {hasMoney && (
          <CsvDownloadButton
            path={statementCsvPath(money.eventId)}
            fileName="statement.csv"
            label="Download statement (CSV)"
          />
        )}
      </Group>
      {hasMoney ? (
        money.currencies.map((currency) => (
          <CurrencyMoneySection key={currency.currency} money={currency} endsAt={money.endsAt} />
        ))
      ) : (
        <NoSales />
      )}
      <PayoutsHistory payouts={money.payouts} />
    </Stack>
  );
}

function NoSales() {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState icon={<IconCash size={32} />} variant="light">
        <EmptyState.Title order={3}>No sales yet</EmptyState.Title>
        <EmptyState.Description>Money appears here once tickets sell.</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}

function MoneySkeleton() {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Money
      </Title>
      <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading the money">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {Array.from({ length: 8 }, (_, card) => (
            <Skeleton key={card} h={96} radius="lg" />
          ))}
        </SimpleGrid>
        <Skeleton h={44} radius="lg" />
        <Skeleton h={300} radius="lg" />
      </Stack>
    </Stack>
  );
}
