import { ShowMoreButton } from '@/components/show-more-button';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { QuestionnaireSubmission, SubmissionStatus } from '@contract/questionnaire';
import { QueryErrorAlert } from '@/components/error-alert';
import { SkeletonRows } from '@/components/skeleton-rows';
import { PlainList } from '@/components/plain-list';
import { useSubmissions } from '../api/questionnaire-submissions';
import { QuestionLabelsCard } from './question-labels-card';
import { SubmissionDetailsModal } from './submission-details-modal';
import { SubmissionStatusBadge } from './submission-status-badge';
import { ListSearchInput } from '@/components/list-search-input';

const statusFilters = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'responded', label: 'Responded' },
];

/** Organiser applications from the intake questionnaire, newest first, with filters. */
export function ApplicationsPanel() {
  const [status, setStatus] = useState('all');
  const [infoText, setInfoText] = useState('');
  const [info] = useDebouncedValue(infoText.trim(), 400);
  const [openId, setOpenId] = useState<string>();
  const submissions = useSubmissions({
    ...(status === 'all' ? {} : { status: status as SubmissionStatus }),
    ...(info ? { info } : {}),
  });
  const all = submissions.data?.pages.flatMap((page) => page.submissions) ?? [];

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="status-filter">
            Status
          </Text>
          <SegmentedControl
            aria-labelledby="status-filter"
            data={statusFilters}
            value={status}
            onChange={setStatus}
          />
        </Stack>
        <ListSearchInput
          label="Link tag"
          description="The {info} part of /qn/{info}"
          placeholder="e.g. spring-campaign"
          value={infoText}
          onChange={setInfoText}
          width={260}
        />
      </Group>
      {submissions.isPending ? (
        <SkeletonRows label="Loading the applications" rows={3} height={72} radius="lg" />
      ) : submissions.isError ? (
        <QueryErrorAlert title="Could not load the applications" query={submissions} />
      ) : all.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text c="dimmed">
            No applications {status === 'all' && !info ? 'yet' : 'match these filters'}.
          </Text>
        </Paper>
      ) : (
        <PlainList gap="sm">
          {all.map((submission) => (
            <SubmissionRow
              key={submission.id}
              submission={submission}
              onOpen={() => setOpenId(submission.id)}
            />
          ))}
        </PlainList>
      )}
      <ShowMoreButton pages={submissions} label="Show older applications" />
      <QuestionLabelsCard />
      <SubmissionDetailsModal
        submission={all.find((submission) => submission.id === openId)}
        onClose={() => setOpenId(undefined)}
      />
    </Stack>
  );
}

function SubmissionRow({
  submission,
  onOpen,
}: {
  submission: QuestionnaireSubmission;
  onOpen: () => void;
}) {
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {submission.firstName}
            </Text>
            <SubmissionStatusBadge status={submission.status} />
            <Badge
              variant="outline"
              color="gray"
              tt="none"
              maw="100%"
              style={{ overflowWrap: 'anywhere' }}
            >
              {submission.info}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {submission.email} · {submission.country} ·{' '}
            {dayjs(submission.submittedAt).format('D MMM YYYY, HH:mm')}
          </Text>
        </Stack>
        <Button variant="light" onClick={onOpen} aria-label={`Details of ${submission.firstName}`}>
          Details
        </Button>
      </Group>
    </Paper>
  );
}
