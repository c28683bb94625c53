import { ShowMoreButton } from '@/components/show-more-button';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { AdminUser } from '@contract/admin';
import { QueryErrorAlert } from '@/components/error-alert';
import { ItemsTableOrCards } from '@/components/items-table-or-cards';
import { SkeletonRows } from '@/components/skeleton-rows';
import type { ItemColumn } from '@/components/table-card';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useAdminUsers } from '../api/get-admin-users';
import { useChangeUser, type UserChange } from '../api/manage-user';
import { ConfirmUserChange } from './confirm-user-change';
import { QuestionnaireProgress } from './questionnaire-progress';
import { UserActions } from './user-actions';
import { UserDetailsModal } from './user-details-modal';
import { fullName, place, UserAvatar, UserIdentity } from './user-identity';
import { ListSearchInput } from '@/components/list-search-input';

/** The table's columns but the last, the actions, which the panel's dialogs handle. */
const userColumns: ItemColumn<AdminUser>[] = [
  { label: 'Avatar', width: 56, cell: (user) => <UserAvatar user={user} /> },
  {
    label: 'Name',
    cell: (user) => (
      <Stack gap={4} align="flex-start">
        <Text size="sm" fw={600}>
          {fullName(user) || '—'}
        </Text>
        <StatusBadges user={user} />
      </Stack>
    ),
  },
  { label: 'Country and state', cell: (user) => <Text size="sm">{place(user) || '—'}</Text> },
  {
    label: 'Email',
    cell: (user) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    ),
  },
  { label: 'Gender', cell: (user) => <Text size="sm">{user.gender ?? '—'}</Text> },
  { label: 'Questionnaire', width: 180, cell: (user) => <QuestionnaireProgress user={user} /> },
];

/**
 * SPEC.md's user table: every account with an email, newest first, searched by the start of
 * an email or a name (as the attendee list is: the search waits for typing to pause), with
 * the details dialog and the account switches.
 */
export function UsersPanel() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  return (
    <Stack gap="md">
      <ListSearchInput
        label="Search users"
        placeholder="Email or name"
        value={text}
        onChange={setText}
      />
      <UsersTable q={q} />
    </Stack>
  );
}

/** The rows for the search `q`, a page at a time. */
function UsersTable({ q }: { q: string }) {
  const users = useAdminUsers(q);
  const { user: me } = useAuth();
  const [detailsUid, setDetailsUid] = useState<string>();
  const [pendingChange, setPendingChange] = useState<UserChange>();
  const change = useChangeUser();

  if (users.isPending) {
    return <SkeletonRows label="Loading the users" rows={4} height={48} />;
  }
  if (users.isError) {
    return <QueryErrorAlert title="Could not load the users" query={users} />;
  }

  const listed = users.data.pages.flatMap((page) => page.users);
  if (listed.length === 0 && !users.hasNextPage) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {q ? 'Nobody’s email or name starts with this.' : 'Nobody has signed up yet.'}
      </Text>
    );
  }
  const find = (uid: string | undefined) => listed.find((user) => user.uid === uid);
  const ask = (next: UserChange) => {
    change.reset();
    setPendingChange(next);
  };
  const confirm = () =>
    pendingChange &&
    change.mutate(pendingChange, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: 'Saved', message: 'The account is updated.' });
        setPendingChange(undefined);
      },
    });
  const actionsOf = (user: AdminUser) => (
    <UserActions
      user={user}
      isSelf={user.uid === me?.uid}
      onDetails={() => setDetailsUid(user.uid)}
      onChange={ask}
    />
  );

  return (
    <>
      <ItemsTableOrCards
        columns={[...userColumns, { label: 'Actions', align: 'right', cell: actionsOf }]}
        items={listed}
        rowKey={(user) => user.uid}
        verticalSpacing="sm"
        highlightOnHover
        card={(user) => (
          <>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <UserIdentity user={user} />
              <StatusBadges user={user} />
            </Group>
            <Text size="sm" c="dimmed">
              {[place(user), user.gender].filter(Boolean).join(' · ') || 'No profile details'}
            </Text>
            <QuestionnaireProgress user={user} />
            {actionsOf(user)}
          </>
        )}
      />
      <ShowMoreButton pages={users} label="Show more users" mt="md" />
      <UserDetailsModal user={find(detailsUid)} onClose={() => setDetailsUid(undefined)} />
      <ConfirmUserChange
        change={pendingChange}
        user={find(pendingChange?.uid)}
        isSaving={change.isPending}
        error={change.error}
        onClose={() => setPendingChange(undefined)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** Admin, Disabled, and Email not verified: whom the verification email never reached. */
function StatusBadges({ user }: { user: AdminUser }) {
  if (!user.isAdmin && !user.disabled && user.emailVerified) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {user.isAdmin && (
        <Badge size="xs" variant="light">
          Admin
        </Badge>
      )}
      {user.disabled && (
        <Badge size="xs" color="red" variant="light">
          Disabled
        </Badge>
      )}
      {!user.emailVerified && (
        <Badge size="xs" variant="light">
          Email not verified
        </Badge>
      )}
    </Group>
  );
}
