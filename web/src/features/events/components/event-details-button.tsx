import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** SPEC.md's Details button to the event's dashboard, named for screen readers. */
export function EventDetailsButton({ eventId, eventName }: { eventId: string; eventName: string }) {
  return (
    <Button
      component={Link}
      to={paths.platform.event.getHref(eventId)}
      variant="light"
      size="xs"
      aria-label={`Details of ${eventName}`}
    >
      Details
    </Button>
  );
}
