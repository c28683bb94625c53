import { lazy, Suspense, useState } from 'react';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import type { SoldOutType } from '../sold-out-type';

// Only people who ask to join download the form (the event page's budget).
const JoinWaitingListForm = lazy(() =>
  import('./join-waiting-list-form').then((m) => ({ default: m.JoinWaitingListForm })),
);

/**
 * Under the buy panel, for ticket types that are sold out and whose waiting list is open:
 * "Join the waiting list", which opens the form.
 */
export function WaitingListPrompt({ eventId, types }: { eventId: string; types: SoldOutType[] }) {
  const [open, setOpen] = useState(false);
  if (types.length === 0) return null;
  const names = types.map((type) => type.name).join(', ');
  return (
    <Paper withBorder radius="md" p="md" mt="md">
      {open ? (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the form" />}>
          <JoinWaitingListForm eventId={eventId} types={types} />
        </Suspense>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {names} {types.length === 1 ? 'is' : 'are'} sold out. Join the waiting list and we email
            you if tickets come back.
          </Text>
          <Button
            variant="light"
            leftSection={<IconListNumbers size={18} aria-hidden />}
            onClick={() => setOpen(true)}
          >
            Join the waiting list
          </Button>
        </Group>
      )}
    </Paper>
  );
}
