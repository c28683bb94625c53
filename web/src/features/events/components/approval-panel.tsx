import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconMessageExclamation } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { EventSummary } from '@contract/event-summary';
import { paths } from '@/config/paths';

type ApprovalPanelProps = {
  event: EventSummary;
  onResubmit: () => void;
  isResubmitting: boolean;
  /** Unsaved edits are saved before the event goes back to review. */
  hasUnsavedChanges: boolean;
  /** Whether the viewer's role edits the event: without it, the reason but not the fix. */
  canEdit?: boolean;
};

/** Where the event stands with the administrators, and what the organiser can do about it. */
export function ApprovalPanel({
  event,
  onResubmit,
  isResubmitting,
  hasUnsavedChanges,
  canEdit = true,
}: ApprovalPanelProps) {
  if (event.status === 'approved') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck />} title="Approved: on sale">
        Buyers can open this event at its public link. Changing what they see (name, description,
        dates, location, banner or prices) sends it back for review.
      </Alert>
    );
  }
  if (event.status === 'pending') {
    return (
      <Alert color="yellow" variant="light" icon={<IconClockHour4 />} title="Waiting for approval">
        An administrator reviews every event before buyers can see it. You can keep editing in the
        meantime.
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconMessageExclamation />} title="Rejected">
      <Stack gap="sm">
        <Text size="sm">
          <Text span fw={700} size="sm">
            Reason:{' '}
          </Text>
          {event.rejectedReason ?? 'No reason was given.'}
        </Text>
        {canEdit && (
          <>
            <Text size="sm">
              Make the changes asked for in{' '}
              <Anchor component={Link} to={paths.platform.event.getHref(event.id, 'tickets')}>
                Tickets
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to={paths.platform.event.getHref(event.id, 'settings')}>
                Settings
              </Anchor>
              , then send the event back for review.
            </Text>
            <Group>
              <Button color="red" onClick={onResubmit} loading={isResubmitting}>
                {hasUnsavedChanges ? 'Save and resubmit' : 'Resubmit'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}
