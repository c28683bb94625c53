import { Badge } from '@mantine/core';
import type { SubmissionStatus } from '@contract/questionnaire';

const colors: Record<SubmissionStatus, string> = {
  new: 'blue',
  reviewed: 'violet',
  responded: 'teal',
};
const labels: Record<SubmissionStatus, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  responded: 'Responded',
};

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {labels[status]}
    </Badge>
  );
}
