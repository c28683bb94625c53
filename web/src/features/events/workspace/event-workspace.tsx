import { Alert, Anchor, Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import type { EventWithTypes } from '@contract/events';
import { paths } from '@/config/paths';
import { formatEventTimes } from '@/lib/event-time';
import { useEvent } from '../api/get-event';
import { ApprovalStatus } from '../components/approval-status';
import { EventQueryError } from '../components/event-query-error';
import type { WorkspaceContext } from './workspace-context';
import { can } from './rights';
import { sectionOf } from './sections';
import { SectionMenu, SectionNav } from './workspace-nav';

/**
 * `/platform/event/{id}/{section}`: one event's workspace. Its name and state above, the
 * sections in a side navigation (a menu on a phone), the section itself beside them.
 */
export function EventWorkspace() {
  const { id = '' } = useParams();
  const event = useEvent(id);

  if (event.isPending) return <WorkspaceSkeleton />;
  if (event.isError) return <EventQueryError title="Could not load this event" query={event} />;
  // A new workspace (and fresh forms) for another event, never one left over from the last.
  return <Workspace key={event.data.id} event={event.data} />;
}

function Workspace({ event }: { event: EventWithTypes }) {
  const times = formatEventTimes(event);
  const section = sectionOf(useLocation().pathname);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.platform.events.getHref()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> Event Management
        </Group>
      </Anchor>
      <Stack gap={6} miw={0}>
        <Title order={1} fz={{ base: 28, sm: 40 }}>
          {event.name}
        </Title>
        <Group gap="sm">
          <ApprovalStatus status={event.status} cancelledAt={event.cancelledAt} />
          {times && (
            <Text size="sm" c="dimmed">
              {times}
            </Text>
          )}
        </Group>
      </Stack>
      <SectionMenu event={event} />
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <SectionNav event={event} />
        <Box flex={1} miw={0}>
          {can(event, section.right) ? (
            <Outlet context={{ event } satisfies WorkspaceContext} />
          ) : (
            <Alert color="yellow" variant="light" icon={<IconLock />} title="Not for your role">
              Your role in this event&apos;s organisation does not include {section.label}. Ask an
              owner or admin of the organisation if you need it.
            </Alert>
          )}
        </Box>
      </Group>
    </Stack>
  );
}

function WorkspaceSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the event">
      <Skeleton h={16} w={140} />
      <Skeleton h={40} w="50%" />
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Skeleton h={360} w={220} radius="md" visibleFrom="md" />
        <Stack flex={1} gap="lg">
          <Skeleton h={120} radius="lg" />
          <Skeleton h={240} radius="lg" />
        </Stack>
      </Group>
    </Stack>
  );
}
