import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { NewEventWizard } from './new-event-wizard';

export function NewEventPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  return (
    <Stack gap="lg">
      <PageHeading
        title="Create an event"
        description="Your draft is saved in this browser as you go. Every event is reviewed before its tickets go on sale."
      />
      <NewEventWizard
        // The platform is behind the login guard, so a user is always here.
        uid={user?.uid ?? 'anonymous'}
        onCreated={(event) => {
          notifications.show({
            color: 'teal',
            title: 'Event created',
            message: `"${event.name}" is waiting for approval.`,
          });
          navigate(paths.platform.events.getHref());
        }}
      />
    </Stack>
  );
}
