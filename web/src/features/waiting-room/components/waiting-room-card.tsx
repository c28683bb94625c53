import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconUsersGroup } from '@tabler/icons-react';
import type { PublicEvent } from '@contract/public';
import type { WaitingRoomStatus } from '@contract/waiting-room';
import { ErrorAlert } from '@/components/error-alert';
import { CheckoutCard } from '@/features/checkout/components/checkout-card';
import { useWaitingRoom } from '../use-waiting-room';
import { describeWait } from '../waiting-room-timing';
import { OpeningCountdown } from './opening-countdown';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The buyer's side of an event page whose sale has a waiting room: join the line, wait for
 * the opening and then one's turn, and buy with the admission token once let in.
 */
export function WaitingRoomCard({
  event,
  joinAtOnce = false,
}: {
  event: PublicEvent;
  /** The buyer already pressed Buy: they join without being asked again. */
  joinAtOnce?: boolean;
}) {
  const room = useWaitingRoom(event.id);
  const { status, join, joined } = room;
  useEffect(() => {
    if (joinAtOnce && !joined) join();
  }, [joinAtOnce, joined, join]);

  if (status?.state === 'off') return <CheckoutCard event={event} />;
  if (status?.state === 'admitted') {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" title="It’s your turn" role="status">
          Buy your tickets before {timeOf(status.expiresAt)}: after that your turn passes to the
          next in line.
        </Alert>
        <CheckoutCard event={event} admissionToken={status.token} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Waiting room
      </Title>
      {/* Read out when it changes: the place in line, the opening, the end of the sale. */}
      <div role="status" aria-live="polite">
        {room.joined ? (
          <RoomState status={status} clockOffsetMs={room.clockOffsetMs} />
        ) : (
          <Text>
            This sale is busy, so buyers wait in line. Everyone who joins before the sale opens is
            put in a random order at the opening second: there is no need to hurry or to reload.
          </Text>
        )}
      </div>
      {!room.joined && (
        <Button size="md" fullWidth leftSection={<IconUsersGroup size={18} />} onClick={room.join}>
          Join the waiting room
        </Button>
      )}
      {room.error !== null && (
        <ErrorAlert title="We lost touch with the waiting room" error={room.error} />
      )}
    </Stack>
  );
}

function RoomState({
  status,
  clockOffsetMs,
}: {
  status: WaitingRoomStatus | undefined;
  clockOffsetMs: number;
}): ReactNode {
  switch (status?.state) {
    case undefined:
      return <Loader size="sm" role="status" aria-label="Joining the waiting room" />;
    case 'before_opening':
      return (
        <Stack gap="xs">
          <Text fw={600}>You are in the waiting room.</Text>
          <OpeningCountdown opensAt={status.opensAt} clockOffsetMs={clockOffsetMs} />
          <Text size="sm" c="dimmed">
            When the sale opens, your place in line is drawn at random among everyone waiting. You
            keep your place if you reload this page or lose your connection.
          </Text>
        </Stack>
      );
    case 'waiting':
      return (
        <Stack gap="xs">
          <Text size="lg">
            Your place in line: <strong>{status.placeInLine}</strong>
          </Text>
          <Text size="sm" c="dimmed">
            <IconClockHour4 size={14} aria-hidden /> Estimated wait:{' '}
            {describeWait(status.estimatedWaitSeconds)}. Keep this page open: you keep your place if
            you reload.
          </Text>
        </Stack>
      );
    case 'sold_out':
      return <Gone title="Sold out">Every ticket is sold: nobody in the line can buy now.</Gone>;
    case 'cancelled':
      return (
        <Gone title="This event was cancelled">
          {status.reason ? `${status.reason} ` : ''}Tickets are no longer sold.
        </Gone>
      );
    case 'lapsed':
      return (
        <Gone title="Your turn has passed">
          You were let in but did not start buying in time, so your turn went to the next in line.
        </Gone>
      );
    default:
      return null;
  }
}

function Gone({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle />}>
      {children}
    </Alert>
  );
}
