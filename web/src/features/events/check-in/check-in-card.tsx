import { Alert, Button, Divider, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconScan } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { CheckInSummary } from '@contract/check-in';
import { paths } from '@/config/paths';
import { PlainList } from '@/components/plain-list';
import { useCheckInSummary } from '../api/check-in';
import { formatDoorTime } from '../door/door-time';
import { QueryContent } from '../components/query-content';
import { TitledCard } from '../components/titled-card';
import { DoorDevices } from './door-devices';

/** The door at a glance: live counts per scanner, offline double scans, door devices. */
export function CheckInCard({ eventId }: { eventId: string }) {
  const summary = useCheckInSummary(eventId);
  return (
    <TitledCard
      title="Check-in"
      gap="md"
      action={
        <Button
          component={Link}
          to={paths.checkIn.organiser.getHref(eventId)}
          leftSection={<IconScan size={16} />}
        >
          Open scanner
        </Button>
      }
    >
      <QueryContent query={summary} what="the check-in counts" skeletonHeight={64}>
        {(counts) => <Counts summary={counts} />}
      </QueryContent>
      <Divider />
      <DoorDevices eventId={eventId} />
    </TitledCard>
  );
}

/** How many of the event's tickets are in, as a figure and a bar; read out as it changes. */
export function CheckedInCount({
  summary,
}: {
  summary: Pick<CheckInSummary, 'checkedIn' | 'tickets'>;
}) {
  const share = summary.tickets === 0 ? 0 : (summary.checkedIn / summary.tickets) * 100;
  return (
    <Stack gap={4}>
      <Text size="lg" fw={700} aria-live="polite">
        {summary.checkedIn} of {summary.tickets} checked in
      </Text>
      <Progress value={share} aria-label="Share of tickets checked in" size="lg" radius="xl" />
    </Stack>
  );
}

function Counts({ summary }: { summary: CheckInSummary }) {
  return (
    <Stack gap="sm">
      <CheckedInCount summary={summary} />
      {summary.byScanner.length > 0 && (
        <PlainList gap={2} aria-label="Check-ins per scanner">
          {summary.byScanner.map((scanner) => (
            <Group component="li" key={scanner.name} justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {scanner.name}
              </Text>
              <Text size="sm" fw={600}>
                {scanner.checkedIn}
              </Text>
            </Group>
          ))}
        </PlainList>
      )}
      {summary.conflicts.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          title={`${summary.conflicts.length} ${summary.conflicts.length === 1 ? 'ticket was' : 'tickets were'} scanned twice while offline`}
        >
          <PlainList gap={4}>
            {summary.conflicts.map((conflict) => (
              <Text component="li" size="sm" key={`${conflict.code}-${conflict.scannedAt}`}>
                {conflict.holderEmail}: let in by {conflict.winnerBy} at{' '}
                {formatDoorTime(conflict.winnerAt)}, scanned again by {conflict.scannedBy} at{' '}
                {formatDoorTime(conflict.scannedAt)}.
              </Text>
            ))}
          </PlainList>
        </Alert>
      )}
    </Stack>
  );
}
