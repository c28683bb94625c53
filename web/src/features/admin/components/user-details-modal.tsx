import { Badge, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { AdminUser } from '@contract/admin';
import { AnswersTable } from '@/components/answers-table';
import { QueryErrorAlert } from '@/components/error-alert';
import { useUserQuestionnaire } from '../api/questionnaire-submissions';
import { DetailsModal } from './details-modal';
import { QuestionnaireProgress } from './questionnaire-progress';
import { fullName, place, UserAvatar } from './user-identity';

type UserDetailsModalProps = { user: AdminUser | undefined; onClose: () => void };

/** SPEC.md's details dialog: the user's name, picture and questionnaire answers. */
export function UserDetailsModal({ user, onClose }: UserDetailsModalProps) {
  return (
    <DetailsModal item={user} title="User details" onClose={onClose}>
      {(user) => (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <UserAvatar user={user} size="xl" />
            <Stack gap={4} miw={0}>
              <Title order={3}>{fullName(user) || 'No name yet'}</Title>
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
              <Group gap={6}>
                {user.isAdmin && <Badge variant="light">Administrator</Badge>}
                {user.disabled && (
                  <Badge color="red" variant="light">
                    Disabled
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <Table variant="vertical" withTableBorder fz="sm">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>Country and state</Table.Th>
                <Table.Td>{place(user) || '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Gender</Table.Th>
                <Table.Td>{user.gender ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Joined</Table.Th>
                <Table.Td>
                  {user.createdAt ? dayjs(user.createdAt).format('D MMM YYYY') : '—'}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Questionnaire</Table.Th>
                <Table.Td>
                  <QuestionnaireProgress user={user} />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Stack gap={4}>
            <Title order={4}>Questionnaire answers</Title>
            <QuestionnaireAnswers uid={user.uid} />
          </Stack>
        </Stack>
      )}
    </DetailsModal>
  );
}

/** The user's real answers: what they sent, or what they typed so far. */
function QuestionnaireAnswers({ uid }: { uid: string }) {
  const answers = useUserQuestionnaire(uid);
  if (answers.isPending) return <Skeleton h={120} role="status" aria-label="Loading the answers" />;
  if (answers.isError) {
    return <QueryErrorAlert title="Could not load the answers" query={answers} />;
  }
  if (answers.data.questions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No questionnaire answers yet.
      </Text>
    );
  }
  const { submission } = answers.data;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {submission
          ? `Sent ${dayjs(submission.submittedAt).format('D MMM YYYY')} · ${submission.status}`
          : 'Not sent yet: the answers so far.'}
      </Text>
      <AnswersTable questions={answers.data.questions} emptyText="Not answered yet" />
    </Stack>
  );
}
