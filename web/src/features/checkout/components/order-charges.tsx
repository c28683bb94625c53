import { Group, Stack, Text } from '@mantine/core';
import { formatMinorUnits } from '@contract/money';
import type { OrderSummary } from '../order-summary';

/**
 * The order's total, and above it, when the buyer pays the service fee, the tickets, the fee
 * and the VAT on it as lines of their own, so nothing is added that the buyer did not see.
 */
export function OrderCharges({ summary }: { summary: OrderSummary }) {
  const money = (amount: number) => `${formatMinorUnits(amount)} ${summary.currency}`;
  const discount = summary.discount ?? 0;
  return (
    <Stack gap={4}>
      {discount > 0 && <Line label="Promo code" value={`−${money(discount)}`} />}
      {summary.feeLines && (
        <>
          <Line label="Tickets" value={money(summary.tickets)} />
          <Line label="Service fee" value={money(summary.serviceFee)} />
          <Line label="VAT on service fee" value={money(summary.serviceFeeVat)} />
        </>
      )}
      <Group justify="space-between">
        <Text fw={600}>Total</Text>
        <Text fw={800}>{summary.total === 0 ? 'Free' : money(summary.total)}</Text>
      </Group>
    </Stack>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
}
