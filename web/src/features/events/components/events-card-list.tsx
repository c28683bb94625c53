import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EventSummary } from '@contract/events';
import { paths } from '@/config/paths';
import { ApprovalStatus } from './approval-status';

/** The events table's content for phones, where four columns do not fit. */
export function EventsCardList({ events }: { events: EventSummary[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((event) => (
        <Paper component="li" key={event.id} withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600}>{event.name}</Text>
              <ApprovalStatus status={event.status} rejectedReason={event.rejectedReason} />
            </Group>
            {event.description && (
              <Text size="sm" c="dimmed" lineClamp={3}>
                {event.description}
              </Text>
            )}
            <Button
              component={Link}
              to={paths.platform.event.getHref(event.id)}
              variant="light"
              size="xs"
              aria-label={`Details of ${event.name}`}
            >
              Details
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
