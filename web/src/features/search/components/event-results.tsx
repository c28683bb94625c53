import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EventSummary } from '@contract/event-summary';
import { paths } from '@/config/paths';
import { ResultsSection } from './results-section';

const statusBadge = {
  pending: { label: 'Pending', color: 'yellow' },
  approved: { label: 'Approved', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
} as const;

export function EventResults({ events, text }: { events: EventSummary[]; text: string }) {
  return (
    <ResultsSection title="Events" count={events.length} noMatch={`No events match “${text}”.`}>
      {events.map((event) => (
        <Paper component="li" key={event.id} withBorder radius="lg" p="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={4} miw={0}>
              <Group gap="xs">
                <Text fw={600}>{event.name}</Text>
                <Badge size="sm" variant="light" color={statusBadge[event.status].color}>
                  {statusBadge[event.status].label}
                </Badge>
              </Group>
              {event.description && (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {event.description}
                </Text>
              )}
            </Stack>
            <Button
              component={Link}
              to={paths.platform.event.getHref(event.id)}
              variant="light"
              size="xs"
              style={{ flexShrink: 0 }}
              aria-label={`Manage ${event.name}`}
            >
              Manage
            </Button>
          </Group>
        </Paper>
      ))}
    </ResultsSection>
  );
}
