import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ApprovalStatus as Status } from '@contract/event-summary';

const badgeByStatus: Record<Status, { label: string; color: string }> = {
  approved: { label: 'Approved', color: 'teal' },
  pending: { label: 'Pending', color: 'yellow' },
  rejected: { label: 'Rejected', color: 'red' },
};

type ApprovalStatusProps = {
  status: Status;
  rejectedReason?: string;
  /** A cancelled event says so beside its approval: it sells nothing any more. */
  cancelledAt?: string;
};

/**
 * SPEC.md: approved, pending while unset, failed (with the administrator's reason). Failed is
 * called "Rejected" here as everywhere else (the dashboard, the moderation queue, emails): one
 * word for one state.
 */
export function ApprovalStatus({ status, rejectedReason, cancelledAt }: ApprovalStatusProps) {
  const { label, color } = badgeByStatus[status];
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={4}>
        <Badge color={color} variant="light">
          {label}
        </Badge>
        {cancelledAt && (
          <Badge color="red" variant="light">
            Cancelled
          </Badge>
        )}
      </Group>
      {status === 'rejected' && rejectedReason && (
        <Text size="xs" c="var(--mantine-color-error)">
          {rejectedReason}
        </Text>
      )}
    </Stack>
  );
}
