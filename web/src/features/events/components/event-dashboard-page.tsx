import { Group, Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useEvent } from '../api/get-event';
import { EventDashboard } from './event-dashboard';
import { EventQueryError } from './event-query-error';

/** `/platform/event/:id`: the organiser's dashboard of one event. */
export function EventDashboardPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);

  if (event.isPending) return <DashboardSkeleton />;
  if (event.isError) return <EventQueryError title="Could not load this event" query={event} />;
  // A new dashboard (and a fresh editor) for another event, never one left over from the last.
  return <EventDashboard key={event.data.id} event={event.data} />;
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
