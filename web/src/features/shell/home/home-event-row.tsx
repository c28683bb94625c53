import { Anchor, Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MyEventSummary } from '@contract/my-events';
import { paths } from '@/config/paths';
import { ApprovalStatus } from '@/features/events/components/approval-status';
import { formatInstant } from '@/lib/event-time';
import { formatMoney } from '@/lib/format-money';

/** What an event took in one currency: its gross sales. */
export type GrossSales = { currency: string; gross: number };

type HomeEventRowProps = {
  event: MyEventSummary;
  /** Undefined while the money is still loading (or could not be): nothing is said then. */
  gross: GrossSales[] | undefined;
};

/** One event on the organiser's home: its state, its date, how full it is and what it took. */
export function HomeEventRow({ event, gross }: HomeEventRowProps) {
  const { capacity, ticketsSold } = event;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={paths.platform.event.getHref(event.id)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {event.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {event.startsAt
                ? formatInstant(event.startsAt, event.timeZone ?? '')
                : 'No date set yet'}
            </Text>
          </Stack>
          <Box style={{ flexShrink: 0 }}>
            <ApprovalStatus status={event.status} cancelledAt={event.cancelledAt} />
          </Box>
        </Group>
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ flex: 1 }} miw={140}>
            <Text size="sm">
              {capacity === undefined ? `${ticketsSold} sold` : `${ticketsSold} / ${capacity} sold`}
            </Text>
            {capacity !== undefined && capacity > 0 && (
              <Progress
                size="sm"
                value={Math.min(100, (ticketsSold / capacity) * 100)}
                aria-label={`${event.name}: ${ticketsSold} of ${capacity} tickets sold`}
              />
            )}
          </Stack>
          {gross && (
            <Text size="sm" fw={500}>
              {gross.length === 0
                ? 'No sales yet'
                : `${gross.map((each) => formatMoney(each.gross, each.currency)).join(' + ')} gross`}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
