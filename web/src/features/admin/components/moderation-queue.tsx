import { EmptyState, Paper, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApprovalStatus } from '@contract/events';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminUsers } from '../api/get-admin-users';
import { useModerationQueue } from '../api/get-moderation-queue';
import { ModerationCard } from './moderation-card';

type Filter = ApprovalStatus | 'all';

const filterLabels: Record<Filter, string> = {
  pending: 'Pending',
  rejected: 'Rejected',
  approved: 'Approved',
  all: 'All',
};

/** Events waiting for a decision first; the reviewed ones a click away. */
export function ModerationQueue() {
  const queue = useModerationQueue();
  // Only to name each event's organiser; the queue works without it.
  const users = useAdminUsers();
  const [filter, setFilter] = useState<Filter>('pending');
  // Four labelled segments do not fit a phone at the default size.
  const isPhone = useMediaQuery('(max-width: 35.99em)');

  if (queue.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the moderation queue">
        <Skeleton h={36} w={320} />
        <Skeleton h={280} radius="lg" />
      </Stack>
    );
  }
  if (queue.isError) {
    return (
      <ErrorAlert
        title="Could not load the moderation queue"
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );
  }

  const count = (status: Filter) =>
    status === 'all'
      ? queue.data.length
      : queue.data.filter((event) => event.status === status).length;
  const shown =
    filter === 'all' ? queue.data : queue.data.filter((event) => event.status === filter);
  const emailOf = (uid: string) => users.data?.find((user) => user.uid === uid)?.email;

  return (
    <Stack gap="md">
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={(Object.keys(filterLabels) as Filter[]).map((value) => ({
          value,
          label: `${filterLabels[value]} (${count(value)})`,
        }))}
        aria-label="Show events"
        size={isPhone ? 'xs' : 'sm'}
        fullWidth={isPhone}
        style={isPhone ? undefined : { alignSelf: 'flex-start' }}
      />
      {shown.length === 0 ? (
        <Paper withBorder radius="lg" py="xl" px="md">
          <EmptyState icon={<IconCircleCheck size={32} />} variant="light">
            <EmptyState.Title order={2}>
              {filter === 'pending' ? 'Nothing to review' : 'No events here'}
            </EmptyState.Title>
            <EmptyState.Description>
              {filter === 'pending'
                ? 'Every event has a decision. New and edited events appear here.'
                : 'No event has this status.'}
            </EmptyState.Description>
          </EmptyState>
        </Paper>
      ) : (
        shown.map((event) => (
          <ModerationCard key={event.id} summary={event} organiserEmail={emailOf(event.uid)} />
        ))
      )}
    </Stack>
  );
}
