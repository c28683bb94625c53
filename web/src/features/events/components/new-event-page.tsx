import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NewEventForm } from './new-event-form';

export function NewEventPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>Create an event</Title>
        <Text c="dimmed">
          Start with a name and a description. Every event is reviewed before its tickets go on
          sale.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <NewEventForm
          onCreated={(event) => {
            notifications.show({
              color: 'teal',
              title: 'Event created',
              message: `"${event.name}" is waiting for approval.`,
            });
            navigate(paths.platform.events.getHref());
          }}
        />
      </Paper>
    </Stack>
  );
}
