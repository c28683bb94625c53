import type { UseQueryResult } from '@tanstack/react-query';
import { IconCalendarOff } from '@tabler/icons-react';
import { QueryErrorAlert } from '@/components/error-alert';
import { NotFoundState } from '@/components/not-found-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';

type EventQueryErrorProps = {
  title: string;
  query: Pick<UseQueryResult<unknown>, 'error' | 'refetch'>;
};

/**
 * An organiser's page of one event (dashboard, money) whose read failed: "Event not found" when
 * the event is gone or not theirs, else the error with a retry.
 */
export function EventQueryError({ title, query }: EventQueryErrorProps) {
  if (isApiError(query.error) && query.error.status === 404) return <EventNotFound />;
  return <QueryErrorAlert title={title} query={query} />;
}

function EventNotFound() {
  return (
    <NotFoundState
      py={80}
      icon={<IconCalendarOff size={32} />}
      title="Event not found"
      description="It may have been deleted, or it belongs to someone else."
      action={{ label: 'Back to my events', href: paths.platform.events.getHref() }}
    />
  );
}
