import { ShowMoreButton } from '@/components/show-more-button';
import { Button, EmptyState, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconCash, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventSummary } from '@contract/event-summary';
import { QueryErrorAlert } from '@/components/error-alert';
import { SkeletonRows } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useDeleteEvents, type DeleteOutcome } from '../api/delete-event';
import { useMyEvents } from '../api/get-my-events';
import { DeleteEventsModal } from './delete-events-modal';
import { DeleteRefusalsAlert, type Refusal } from './delete-refusals-alert';
import { EventsCardList } from './events-card-list';
import { EventsTable } from './events-table';
import { SelectionBar } from './selection-bar';
import { useEventSelection } from './use-event-selection';

export function EventsListPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Event Management</Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.platform.money.getHref()}
            variant="default"
            leftSection={<IconCash size={18} />}
          >
            Money
          </Button>
          <Button
            component={Link}
            to={paths.platform.newEvent.getHref()}
            leftSection={<IconPlus size={18} />}
          >
            Create Event
          </Button>
        </Group>
      </Group>
      <MyEvents />
    </Stack>
  );
}

function MyEvents() {
  const events = useMyEvents();
  const selection = useEventSelection();
  const [isConfirmOpen, confirmModal] = useDisclosure(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const deletion = useDeleteEvents();
  // Below Mantine's `sm` breakpoint (48em) the table would need sideways scrolling.
  const isPhone = useMediaQuery('(max-width: 47.99em)');

  if (events.isPending) return <SkeletonRows label="Loading your events" rows={3} height={52} />;
  if (events.isError) {
    return <QueryErrorAlert title="Could not load your events" query={events} />;
  }

  const listed = events.data.pages.flatMap((page) => page.events);
  const total = events.data.pages[0]?.total;
  const selected = listed.filter((event) => selection.isSelected(event.id));
  const deleteSelected = () =>
    deletion.mutate(
      selected.map((event) => event.id),
      {
        onSuccess: (outcomes) => {
          const refused = outcomes.filter((outcome) => outcome.error !== undefined);
          setRefusals(refused.map((outcome) => toRefusal(outcome, selected)));
          selection.clear();
          confirmModal.close();
          const deletedCount = outcomes.length - refused.length;
          if (deletedCount > 0) {
            notifications.show({
              color: 'teal',
              title: deletedCount === 1 ? 'Event deleted' : `${deletedCount} events deleted`,
              message: 'They are gone for good, banners included.',
            });
          }
        },
      },
    );

  return (
    <Stack gap="md">
      {refusals.length > 0 && (
        <DeleteRefusalsAlert refusals={refusals} onDismiss={() => setRefusals([])} />
      )}
      {selected.length > 0 && (
        <SelectionBar
          count={selected.length}
          onClear={selection.clear}
          onDelete={confirmModal.open}
        />
      )}
      {listed.length === 0 ? (
        <NoEvents />
      ) : isPhone ? (
        <EventsCardList events={listed} selection={selection} />
      ) : (
        <Paper withBorder radius="lg" p="md">
          <EventsTable events={listed} selection={selection} />
        </Paper>
      )}
      <ShowMoreButton
        pages={events}
        label="Show more events"
        shown={total === undefined ? undefined : `Showing ${listed.length} of ${total} events`}
      />
      <DeleteEventsModal
        events={selected}
        isOpen={isConfirmOpen && selected.length > 0}
        isDeleting={deletion.isPending}
        onClose={confirmModal.close}
        onConfirm={deleteSelected}
      />
    </Stack>
  );
}

function toRefusal(outcome: DeleteOutcome, events: EventSummary[]): Refusal {
  const name = events.find((event) => event.id === outcome.id)?.name ?? 'An event';
  const reason =
    outcome.error instanceof Error && outcome.error.message
      ? outcome.error.message
      : 'It could not be deleted. Try again.';
  // 409: kept for its sales (sold or held), which a cancellation refunds instead.
  const hasSales = isApiError(outcome.error) && outcome.error.status === 409;
  return { id: outcome.id, name, reason, hasSales };
}

function NoEvents() {
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
