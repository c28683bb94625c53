import { Button, Center, EmptyState, Group, Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/error-alert';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useEvent } from '../api/get-event';
import { EventDashboard } from './event-dashboard';

/** `/platform/event/:id`: the organiser's dashboard of one event. */
export function EventDashboardPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);

  if (event.isPending) return <DashboardSkeleton />;
  if (event.isError) {
    if (isApiError(event.error) && event.error.status === 404) return <EventNotFound />;
    return (
      <ErrorAlert
        title="Could not load this event"
        error={event.error}
        onRetry={() => void event.refetch()}
      />
    );
  }
  // A new dashboard (and a fresh editor) for another event, never one left over from the last.
  return <EventDashboard key={event.data.id} event={event.data} />;
}

function EventNotFound() {
  return (
    <Center py={80}>
      <EmptyState icon={<IconCalendarOff size={32} />} variant="light">
        <EmptyState.Title order={1}>Event not found</EmptyState.Title>
        <EmptyState.Description>
          It may have been deleted, or it belongs to someone else.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.platform.events.getHref()}>
            Back to my events
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the event">
      <Group justify="space-between">
        <Skeleton h={40} w="50%" />
        <Skeleton h={36} w={160} />
      </Group>
      <Skeleton h={80} radius="lg" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton h={160} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </SimpleGrid>
      <Skeleton h={400} radius="lg" />
    </Stack>
  );
}
