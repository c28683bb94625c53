import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { EventWithTypes } from '@contract/events';
import { formatPrice } from '@/lib/format-price';
import { PlainList } from '@/components/plain-list';

/** Capacity and sales per ticket type: sold / capacity with a bar each. */
export function SalesCard({ event }: { event: EventWithTypes }) {
  const capacity = event.types.reduce((total, type) => total + type.capacity, 0);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            Sales
          </Title>
          <Text size="sm" c="dimmed">
            {event.ticketsSold} of {capacity} sold
          </Text>
        </Group>
        {event.types.length === 0 ? (
          <Text size="sm" c="dimmed">
            No ticket types yet: add one below so people can buy tickets.
          </Text>
        ) : (
          <PlainList gap="sm">
            {event.types.map((type) => {
              const percent = type.capacity > 0 ? (type.sold / type.capacity) * 100 : 0;
              return (
                <Stack key={type.id} gap={4} component="li">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600} truncate>
                      {type.name}{' '}
                      <Text span size="sm" c="dimmed" fw={400}>
                        {formatPrice(type)}
                      </Text>
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {type.sold} / {type.capacity}
                    </Text>
                  </Group>
                  <Progress
                    value={percent}
                    color={percent >= 100 ? 'teal' : undefined}
                    radius="xl"
                    aria-label={`${type.name}: ${type.sold} of ${type.capacity} sold`}
                  />
                </Stack>
              );
            })}
          </PlainList>
        )}
      </Stack>
    </Paper>
  );
}
