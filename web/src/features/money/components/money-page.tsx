import {
  Anchor,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCash } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import type { EventMoneyResponse } from '@contract/event-money';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { EventQueryError } from '@/features/events/components/event-query-error';
import { statementCsvPath, useEventMoney } from '../api/get-event-money';
import { CurrencyMoneySection } from './currency-money-section';
import { PayoutsHistory } from './payouts-history';

/** `/platform/event/:id/money`: what an event's sales earned, and when it is paid out. */
export function MoneyPage() {
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
      <Anchor component={Link} to={paths.platform.event.getHref(money.eventId)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> {money.eventName}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title="Money" description={money.eventName} />
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
        <EmptyState.Title order={2}>No sales yet</EmptyState.Title>
        <EmptyState.Description>Money appears here once tickets sell.</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}

function MoneySkeleton() {
  return (
    <Stack gap="lg">
      <Skeleton h={16} w={160} />
      <Stack gap={4}>
        <Title order={1}>Money</Title>
        <Skeleton h={20} w="40%" />
      </Stack>
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
