import { Badge, Stack, Text } from '@mantine/core';
import type { ApprovalStatus as Status } from '@contract/events';

const badgeByStatus: Record<Status, { label: string; color: string }> = {
  approved: { label: 'Approved', color: 'teal' },
  pending: { label: 'Pending', color: 'yellow' },
  rejected: { label: 'Rejected', color: 'red' },
};

type ApprovalStatusProps = { status: Status; rejectedReason?: string };

/**
 * SPEC.md: approved, pending while unset, failed (with the administrator's reason). Failed is
 * called "Rejected" here as everywhere else (the dashboard, the moderation queue, emails): one
 * word for one state.
 */
export function ApprovalStatus({ status, rejectedReason }: ApprovalStatusProps) {
  const { label, color } = badgeByStatus[status];
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={color} variant="light">
        {label}
      </Badge>
      {status === 'rejected' && rejectedReason && (
        <Text size="xs" c="var(--mantine-color-error)">
          {rejectedReason}
        </Text>
      )}
    </Stack>
  );
}
