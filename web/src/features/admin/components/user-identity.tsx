import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@contract/admin';
import { resolveApiUrl } from '@/lib/api-url';

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** SPEC.md's sign-up defaults are the literal words "Country" and "State": they say nothing. */
export function place(user: Pick<AdminUser, 'country' | 'state'>): string {
  const parts = [user.country, user.state].filter(
    (part) => part && part !== 'Country' && part !== 'State',
  );
  return parts.join(', ');
}

export function UserAvatar({ user, size = 'md' }: { user: AdminUser; size?: 'md' | 'xl' }) {
  const name = fullName(user);
  return (
    <Avatar
      src={user.photoUrl ? resolveApiUrl(user.photoUrl) : null}
      alt={name || user.email}
      name={name || user.email}
      color="initials"
      size={size}
      radius="xl"
    />
  );
}

/** Avatar, name and email together: the phone layout of the users list, and search. */
export function UserIdentity({ user }: { user: AdminUser }) {
  const name = fullName(user);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <UserAvatar user={user} />
      <Stack gap={0} miw={0}>
        <Text fw={600} truncate>
          {name || 'No name yet'}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}
