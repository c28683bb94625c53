import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Attendee } from '@contract/orders';
import { useManualCheckIn } from '../api/check-in';
import { formatDoorTime } from './door-time';

/**
 * Where an attendee stands at the door, and the button that changes it by hand (for the
 * guest whose phone died): Check in, or Undo with the time it was done.
 */
export function AttendeeDoorAction({
  eventId,
  attendee,
  canCheckIn = true,
}: {
  eventId: string;
  attendee: Attendee;
  /** Whether the viewer's role checks people in: without it, where they stand, no buttons. */
  canCheckIn?: boolean;
}) {
  const checkIn = useManualCheckIn(eventId);
  const holder = attendee.holderEmail;

  if (attendee.status === 'void' && attendee.transferredTo) {
    const { name, email, at } = attendee.transferredTo;
    return (
      <Stack gap={2} align="flex-start">
        <Badge variant="light" color="gray">
          Void: transferred
        </Badge>
        <Text size="xs" c="dimmed">
          Transferred to {name} ({email}) on {formatDoorTime(at)}
        </Text>
      </Stack>
    );
  }
  if (attendee.status === 'void') {
    return (
      <Badge variant="light" color="gray">
        {attendee.voidReason === 'cancelled' ? 'Void: event cancelled' : 'Void: refunded'}
      </Badge>
    );
  }

  const change = (undo: boolean) =>
    checkIn.mutate(
      { code: attendee.code, undo },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            title: undo ? 'Check-in undone' : 'Checked in',
            message: undo ? `${holder} is not checked in any more.` : `${holder} is in.`,
          }),
        onError: (failure) =>
          notifications.show({
            color: 'red',
            title: undo ? 'Could not undo the check-in' : 'Could not check in',
            message: failure.message,
          }),
      },
    );

  if (attendee.checkedInAt) {
    return (
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Stack gap={2} miw={0}>
          <Badge variant="light" color="teal">
            Checked in
          </Badge>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {formatDoorTime(attendee.checkedInAt)}
            {attendee.checkedInBy ? ` · by ${attendee.checkedInBy}` : ''}
          </Text>
        </Stack>
        {canCheckIn && (
          <Button
            size="xs"
            variant="default"
            flex="none"
            loading={checkIn.isPending}
            onClick={() => change(true)}
            aria-label={`Undo the check-in of ticket ${attendee.code}`}
          >
            Undo
          </Button>
        )}
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Badge variant="light" color="gray">
        Not checked in
      </Badge>
      {canCheckIn && (
        <Button
          size="xs"
          flex="none"
          loading={checkIn.isPending}
          onClick={() => change(false)}
          aria-label={`Check in ticket ${attendee.code}`}
        >
          Check in
        </Button>
      )}
    </Group>
  );
}
