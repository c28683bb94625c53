import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MoneySummary } from '@contract/event-money';
import { formatMoney } from '@/lib/format-money';

export type Figure = { label: string; amount: number; note?: string; owed?: boolean };

/**
 * The statement's figures, in the order money flows: what buyers paid, what came off it, what
 * the sales earned, what has gone out, and what is left. Deductions read as positive amounts,
 * the way the contract gives them; their labels say they came off.
 */
function figuresOf(summary: MoneySummary): Figure[] {
  const figures: Figure[] = [
    { label: 'Gross sales', amount: summary.gross, note: 'What buyers paid' },
    {
      label: 'Platform fees',
      amount: summary.platformFees,
      note: 'Our fee on tickets that stayed sold',
    },
    { label: 'VAT on platform fees', amount: summary.vat, note: 'Charged on our fee' },
    {
      label: 'Card processing fees',
      amount: summary.gatewayFees,
      note: 'Charged by the card processor, kept on refunds too',
    },
    { label: 'Refunds', amount: summary.refunds, note: 'Given back to buyers' },
    { label: 'Net', amount: summary.net, note: 'What the sales earned, after fees and refunds' },
    { label: 'Paid out', amount: summary.paidOut, note: 'Sent to your account' },
  ];
  // Rare, and only an administrator makes one: shown when there is one, so the sum adds up.
  if (summary.adjustments !== 0) {
    figures.push({
      label: 'Adjustments',
      amount: summary.adjustments,
      note: 'Corrections by an administrator',
    });
  }
  figures.push(
    summary.balance < 0
      ? {
          label: 'You owe',
          amount: -summary.balance,
          note: 'Refunds after a payout came to more than was left: this is taken from your next payout',
          owed: true,
        }
      : { label: 'Balance', amount: summary.balance, note: 'Owed to you' },
  );
  return figures;
}

/** One currency's figures as cards: four across on a wide screen, stacked on a phone. */
export function MoneyFigures({ summary, currency }: { summary: MoneySummary; currency: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="dl" m={0}>
      {figuresOf(summary).map((figure) => (
        <FigureCard key={figure.label} figure={figure} currency={currency} />
      ))}
    </SimpleGrid>
  );
}

/** One figure of a `dl` as a card: its label, the amount, and what it means if told. */
export function FigureCard({ figure, currency }: { figure: Figure; currency: string }) {
  return (
    // dt and dd straight inside the card: a list's item may be one div, no deeper.
    <Paper withBorder radius="lg" p="md">
      <Text component="dt" size="sm" fw={600} c={figure.owed ? 'red' : 'dimmed'}>
        {figure.label}
      </Text>
      <Text component="dd" m={0} mt={2} fz="xl" fw={700} c={figure.owed ? 'red' : undefined}>
        {formatMoney(figure.amount, currency)}
      </Text>
      {figure.note !== undefined && (
        <Text component="dd" m={0} mt={2} size="xs" c="dimmed">
          {figure.note}
        </Text>
      )}
    </Paper>
  );
}
