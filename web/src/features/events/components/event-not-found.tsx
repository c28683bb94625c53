import { IconCalendarOff } from '@tabler/icons-react';
import { NotFoundState } from '@/components/not-found-state';
import { paths } from '@/config/paths';

/** An organiser's event page (dashboard, money) for an event that is gone or not theirs. */
export function EventNotFound() {
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
