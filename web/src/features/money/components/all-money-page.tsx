import { EmptyState, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useId } from 'react';
import type { AllMoneyResponse } from '@contract/all-money';
import type { MoneySummary } from '@contract/event-money';
import { QueryErrorAlert } from '@/components/error-alert';
import { PageHeading } from '@/components/page-heading';
import { currencyName } from '@/lib/format-money';
import { useAllMoney } from '../api/get-all-money';
import { AllMoneyEvents } from './all-money-events';
import { FeeDocumentsSection } from './fee-documents-section';
import { FigureCard, type Figure } from './money-figures';

const description = 'What your events earned, and what is still to be paid out';

/** `/platform/money`: the organiser's money across all their events. */
export function AllMoneyPage() {
  const money = useAllMoney();
  return (
    <Stack gap="lg">
      <PageHeading title="Money" description={description} />
      {money.isPending ? (
        <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading your money">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {Array.from({ length: 4 }, (_, card) => (
              <Skeleton key={card} h={80} radius="lg" />
            ))}
          </SimpleGrid>
          <Skeleton h={240} radius="lg" />
        </Stack>
      ) : money.isError ? (
        <QueryErrorAlert title="Could not load your money" query={money} />
      ) : (
        <Money money={money.data} />
      )}
    </Stack>
  );
}

function Money({ money }: { money: AllMoneyResponse }) {
  if (money.events.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState icon={<IconCash size={32} />} variant="light">
          <EmptyState.Title order={2}>No money yet</EmptyState.Title>
          <EmptyState.Description>It appears here once your events sell.</EmptyState.Description>
        </EmptyState>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      {money.totals.map(({ currency, summary }) => (
        <CurrencyTotals key={currency} currency={currency} summary={summary} />
      ))}
      <AllMoneyEvents events={money.events} />
      <FeeDocumentsSection />
    </Stack>
  );
}

/** The figures people look for first; fees, VAT and refunds stay on each event's page. */
function totalFigures(summary: MoneySummary): Figure[] {
  return [
    { label: 'Gross sales', amount: summary.gross, owed: false },
    { label: 'Net', amount: summary.net, owed: false },
    { label: 'Paid out', amount: summary.paidOut, owed: false },
    summary.balance < 0
      ? { label: 'You owe', amount: -summary.balance, owed: true }
      : { label: 'Balance', amount: summary.balance, owed: false },
  ];
}

/** One currency's totals across the events: amounts in two currencies never add up. */
function CurrencyTotals({ currency, summary }: { currency: string; summary: MoneySummary }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {currencyName(currency)}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="dl" m={0}>
        {totalFigures(summary).map((figure) => (
          <FigureCard key={figure.label} figure={figure} currency={currency} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
