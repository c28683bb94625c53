import { MultiSelect, type MantineSpacing } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { myEventsQueryOptions } from '@/features/events/api/get-my-events';

/** Every event of the organisation, as options: all its pages, read one after another. */
export function useOrganisationEventOptions(orgId: string) {
  const events = useInfiniteQuery(myEventsQueryOptions(orgId));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = events;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const options = (events.data?.pages ?? []).flatMap((page) =>
    page.events.map((event) => ({ value: event.id, label: event.name })),
  );
  return { options, isLoading: events.isPending || hasNextPage };
}

/**
 * Which of the organisation's events a member works on: none chosen means all of them (and
 * those made later). An owner always works on all.
 */
export function EventLimitSelect({
  orgId,
  value,
  onChange,
  disabled = false,
  error,
  mt,
}: {
  orgId: string;
  /** null: all events. */
  value: string[] | null;
  onChange: (eventIds: string[] | null) => void;
  disabled?: boolean;
  error?: string;
  mt?: MantineSpacing;
}) {
  const { options, isLoading } = useOrganisationEventOptions(orgId);
  return (
    <MultiSelect
      label="Events"
      description="Leave empty for all events, and those made later"
      placeholder={value && value.length > 0 ? undefined : 'All events'}
      data={options}
      value={value ?? []}
      onChange={(chosen) => onChange(chosen.length > 0 ? chosen : null)}
      disabled={disabled || isLoading}
      searchable
      clearable
      nothingFoundMessage="No such event"
      error={error}
      mt={mt}
    />
  );
}
