import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EventSummary } from '@contract/events';
import { paths } from '@/config/paths';
import { PlainList } from '@/components/plain-list';

const statusBadge = {
  pending: { label: 'Pending', color: 'yellow' },
  approved: { label: 'Approved', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
} as const;

export function EventResults({ events, text }: { events: EventSummary[]; text: string }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Events ({events.length})
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          No events match “{text}”.
        </Text>
      ) : (
        <PlainList gap="sm">
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
        </PlainList>
      )}
    </Stack>
  );
}
