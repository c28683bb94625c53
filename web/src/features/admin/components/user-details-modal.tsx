import { Badge, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { AdminUser } from '@contract/admin';
import { QuestionnaireProgress } from './questionnaire-progress';
import { fullName, place, UserAvatar } from './user-identity';

type UserDetailsModalProps = { user: AdminUser | undefined; onClose: () => void };

/** SPEC.md's details dialog: the user's name, picture and questionnaire answers. */
export function UserDetailsModal({ user, onClose }: UserDetailsModalProps) {
  return (
    <Modal
      opened={user !== undefined}
      onClose={onClose}
      title="User details"
      centered
      radius="lg"
      size="lg"
    >
      {user && (
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
            <Text size="sm" c="dimmed">
              No questionnaire answers yet.
            </Text>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
