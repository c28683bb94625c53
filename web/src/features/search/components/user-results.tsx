import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AdminUser } from '@contract/admin';
import { paths } from '@/config/paths';
import { resolveApiUrl } from '@/lib/api-url';
import { ResultsSection } from './results-section';

/** Administrators' search also finds people, by name or email. */
export function UserResults({ users, text }: { users: AdminUser[]; text: string }) {
  return (
    <ResultsSection title="People" count={users.length} noMatch={`Nobody matches “${text}”.`}>
      {users.map((user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        return (
          <Paper component="li" key={user.uid} withBorder radius="lg" p="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar
                  src={user.photoUrl ? resolveApiUrl(user.photoUrl) : null}
                  alt={`Photo of ${name || user.email}`}
                  name={name || user.email}
                  color="initials"
                  radius="xl"
                />
                <Stack gap={0} miw={0}>
                  <Text fw={600} truncate>
                    {name || 'No name yet'}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {user.email}
                  </Text>
                </Stack>
              </Group>
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
        );
      })}
    </ResultsSection>
  );
}
