import { Button, EmptyState, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarPlus, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/error-alert';
import { paths } from '@/config/paths';
import { useMyEvents } from '../api/get-my-events';
import { EventsCardList } from './events-card-list';
import { EventsTable } from './events-table';

export function EventsListPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Event Management</Title>
        <Button
          component={Link}
          to={paths.platform.newEvent.getHref()}
          leftSection={<IconPlus size={18} />}
        >
          Create Event
        </Button>
      </Group>
      <MyEvents />
    </Stack>
  );
}

function MyEvents() {
  const events = useMyEvents();
  // Below Mantine's `sm` breakpoint (48em) the table would need sideways scrolling.
  const isPhone = useMediaQuery('(max-width: 47.99em)');

  if (events.isPending) return <EventsSkeleton />;
  if (events.isError) {
    return (
      <ErrorAlert
        title="Could not load your events"
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  }
  if (events.data.length === 0) {
    return (
      <Paper withBorder radius="lg" py="xl" px="md">
        <EmptyState icon={<IconCalendarPlus size={32} />} variant="light">
          <EmptyState.Title order={2}>No events yet</EmptyState.Title>
          <EmptyState.Description>
            Create your first event and it will show up here with its approval status.
          </EmptyState.Description>
          <EmptyState.Actions>
            <Button component={Link} to={paths.platform.newEvent.getHref()} variant="light">
              Create your first event
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }
  if (isPhone) return <EventsCardList events={events.data} />;
  return (
    <Paper withBorder radius="lg" p="md">
      <EventsTable events={events.data} />
    </Paper>
  );
}

function EventsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading your events">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={52} radius="md" />
      ))}
    </Stack>
  );
}
