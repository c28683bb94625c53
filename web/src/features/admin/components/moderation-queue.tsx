import { ShowMoreButton } from '@/components/show-more-button';
import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminEventFilter as Filter } from '@contract/admin';
import { EmptyCard } from '@/components/empty-card';
import { QueryErrorAlert } from '@/components/error-alert';
import { useModerationQueue } from '../api/get-moderation-queue';
import { ModerationCard } from './moderation-card';

const filterLabels: Record<Filter, string> = {
  pending: 'Pending',
  rejected: 'Rejected',
  approved: 'Approved',
  all: 'All',
};

/**
 * Events waiting for a decision first; the reviewed ones a click away. The server filters
 * and counts, a page at a time, newest first.
 */
export function ModerationQueue() {
  const [filter, setFilter] = useState<Filter>('pending');
  const queue = useModerationQueue(filter);
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
    return <QueryErrorAlert title="Could not load the moderation queue" query={queue} />;
  }

  const totals = queue.data.pages[0]?.totals;
  const count = (status: Filter) => totals?.[status] ?? 0;
  // While another filter's first page loads, the previous one is not shown under its label.
  const isSwitching = queue.isPlaceholderData;
  const shown = queue.data.pages.flatMap((page) => page.events);
  const total = count(filter);

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
      {isSwitching ? (
        <Skeleton
          h={280}
          radius="lg"
          role="status"
          aria-busy="true"
          aria-label="Loading the events"
        />
      ) : shown.length === 0 ? (
        <EmptyCard
          icon={<IconCircleCheck size={32} />}
          title={filter === 'pending' ? 'Nothing to review' : 'No events here'}
          titleOrder={2}
          description={
            filter === 'pending'
              ? 'Every event has a decision. New and edited events appear here.'
              : 'No event has this status.'
          }
        />
      ) : (
        shown.map((event) => (
          <ModerationCard key={event.id} summary={event} organiserEmail={event.organiserEmail} />
        ))
      )}
      {!isSwitching && (
        <ShowMoreButton
          pages={queue}
          label="Show more events"
          shown={`Showing ${shown.length} of ${total} events`}
        />
      )}
    </Stack>
  );
}
