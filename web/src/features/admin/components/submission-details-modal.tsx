import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMail } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { QuestionnaireSubmission } from '@contract/questionnaire';
import { AnswersTable } from '@/components/answers-table';
import { ErrorAlert } from '@/components/error-alert';
import { isApiError } from '@/lib/api-error';
import { useMarkReviewed, useRespondToSubmission } from '../api/questionnaire-submissions';
import { DetailsModal } from './details-modal';
import { SubmissionStatusBadge } from './submission-status-badge';

type SubmissionDetailsModalProps = {
  submission: QuestionnaireSubmission | undefined;
  onClose: () => void;
};

/** One application's answers, with Mark reviewed and a reply by email. */
export function SubmissionDetailsModal({ submission, onClose }: SubmissionDetailsModalProps) {
  return (
    <DetailsModal item={submission} title="Application" onClose={onClose}>
      {(shown) => <SubmissionDetails key={shown.id} submission={shown} />}
    </DetailsModal>
  );
}

function SubmissionDetails({ submission }: { submission: QuestionnaireSubmission }) {
  const markReviewed = useMarkReviewed();
  const respond = useRespondToSubmission();
  const [reply, setReply] = useState('');
  const replyError = isApiError(respond.error) ? respond.error.fields.message : undefined;

  const sendReply = () =>
    respond.mutate(
      { submissionId: submission.id, message: reply },
      {
        onSuccess: () => {
          setReply('');
          notifications.show({
            color: 'teal',
            title: 'Reply sent',
            message: `We emailed ${submission.email}.`,
          });
        },
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2} miw={0}>
          <Title order={3} style={{ overflowWrap: 'anywhere' }}>
            {submission.firstName}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {submission.email}
          </Text>
        </Stack>
        <SubmissionStatusBadge status={submission.status} />
      </Group>
      <AnswersTable
        questions={[
          { label: 'Link tag', answer: submission.info },
          { label: 'Sent', answer: dayjs(submission.submittedAt).format('D MMM YYYY, HH:mm') },
          { label: 'Gender', answer: submission.gender },
          { label: 'Country', answer: submission.country },
          ...submission.questions,
          { label: 'Message', answer: submission.message },
          ...(submission.response
            ? [{ label: 'Our last reply', answer: submission.response }]
            : []),
        ]}
      />
      {submission.status === 'new' && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconCheck size={18} />}
            loading={markReviewed.isPending}
            onClick={() => markReviewed.mutate(submission.id)}
          >
            Mark reviewed
          </Button>
        </Group>
      )}
      {markReviewed.error && <ErrorAlert title="Not marked" error={markReviewed.error} />}
      <Stack gap="sm">
        <Textarea
          label="Reply by email"
          description={`Sent to ${submission.email}; the application is then marked responded.`}
          autosize
          minRows={3}
          value={reply}
          error={replyError}
          onChange={(event) => setReply(event.currentTarget.value)}
        />
        {respond.error && !replyError && (
          <Alert color="red" variant="light" title="Reply not sent">
            {respond.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconMail size={18} />}
            loading={respond.isPending}
            disabled={reply.trim() === ''}
            onClick={sendReply}
          >
            Send reply
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
