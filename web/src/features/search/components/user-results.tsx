import { Button, Group, Paper } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AdminUser } from '@contract/admin';
import { paths } from '@/config/paths';
import { UserIdentity } from '@/features/admin/components/user-identity';
import { ResultsSection } from './results-section';

/** Administrators' search also finds people, by name or email. */
export function UserResults({ users, text }: { users: AdminUser[]; text: string }) {
  return (
    <ResultsSection title="People" count={users.length} noMatch={`Nobody matches “${text}”.`}>
      {users.map((user) => (
        <Paper component="li" key={user.uid} withBorder radius="lg" p="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <UserIdentity user={user} />
            <Button
              component={Link}
              to={`${paths.platform.admin.getHref()}?tab=users`}
              variant="light"
              size="xs"
              style={{ flexShrink: 0 }}
            >
              Users
            </Button>
          </Group>
        </Paper>
      ))}
    </ResultsSection>
  );
}
