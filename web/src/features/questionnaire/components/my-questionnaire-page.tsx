import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { MyQuestionnaireResponse, SubmissionStatus } from '@contract/questionnaire';
import { PageHeading } from '@/components/page-heading';
import { AnswersTable } from '@/components/answers-table';
import { QueryErrorAlert } from '@/components/error-alert';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useMyQuestionnaire } from '../api/my-questionnaire';
import { useQuestionLabels } from '../api/get-question-labels';
import { platformInfo } from './questionnaire-page';

const statusText: Record<SubmissionStatus, { label: string; color: string; detail: string }> = {
  new: { label: 'Sent', color: 'blue', detail: 'We have your application and will read it soon.' },
  reviewed: {
    label: 'Reviewed',
    color: 'violet',
    detail: 'We have read your application; an answer is on its way.',
  },
  responded: {
    label: 'Answered',
    color: 'teal',
    detail: 'We have answered your application by email.',
  },
};

/** `/platform/questionnaire`: the signed-in user's own application, progress and answers. */
export function MyQuestionnairePage() {
  const authState = useAuth();
  const uid = authState.status === 'signed-in' ? authState.user.uid : undefined;
  const mine = useMyQuestionnaire(uid);
  const labels = useQuestionLabels();

  return (
    <Stack gap="lg">
      <PageHeading
        title="My organiser application"
        description="Tell us about the events you run; your answers are saved as you go."
      />
      {mine.isPending || labels.isPending ? (
        <Skeleton h={160} radius="lg" role="status" aria-label="Loading your application" />
      ) : mine.isError ? (
        <QueryErrorAlert title="Could not load your application" query={mine} />
      ) : (
        <ApplicationCard application={mine.data} labels={labels.data ?? []} />
      )}
    </Stack>
  );
}

function ApplicationCard({
  application,
  labels,
}: {
  application: MyQuestionnaireResponse;
  labels: readonly string[];
}) {
  const { started, progress, draft, submission } = application;
  const continueHref = paths.questionnaire.getHref(draft?.info ?? submission?.info ?? platformInfo);
  const answersSoFar = [
    { label: 'Gender', answer: draft?.gender ?? '' },
    { label: 'First name', answer: draft?.firstName ?? '' },
    { label: 'Email', answer: draft?.email ?? '' },
    { label: 'Country', answer: draft?.country ?? '' },
    ...labels.map((label, index) => ({ label, answer: draft?.answers?.[index] ?? '' })),
    { label: 'Message', answer: draft?.message ?? '' },
  ];
  const status = submission ? statusText[submission.status] : undefined;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {submission ? 'Application sent' : started ? 'In progress' : 'Not Started'}
            </Title>
            <Text size="sm" c="dimmed">
              {status?.detail ??
                (started
                  ? 'Continue where you left off: everything you typed is kept.'
                  : 'It takes about three minutes.')}
            </Text>
          </Stack>
          {status && (
            <Badge color={status.color} variant="light" size="lg">
              {status.label}
            </Badge>
          )}
        </Group>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              Progress
            </Text>
            <Text size="sm" c="dimmed">
              {progress}%
            </Text>
          </Group>
          <Progress
            value={progress}
            radius="xl"
            size="lg"
            aria-label={`Application ${progress}% done`}
            color={progress >= 100 ? 'teal' : undefined}
          />
        </Stack>
        {started && (
          <AnswersTable
            questions={submission?.questions.length && !draft ? submission.questions : answersSoFar}
            emptyText="Not answered yet"
          />
        )}
        <Group>
          <Button component={Link} to={continueHref} rightSection={<IconArrowRight size={18} />}>
            {submission
              ? 'Change my answers'
              : started
                ? 'Continue my application'
                : 'Start my application'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
