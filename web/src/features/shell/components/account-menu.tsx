import { Badge, Menu, Text } from '@mantine/core';
import {
  IconLogout,
  IconPlugConnected,
  IconSettings,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMyProfile } from '@/features/auth/api/my-profile';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { AccountButton } from './account-button';

/** `defaultOpened`: opened as it mounts (asked for before its code had loaded). */
export function AccountMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { user } = useAuth();
  const profile = useMyProfile();
  const logOut = useLogOut();
  const email = user?.email ?? '';
  const name = [profile.data?.firstName, profile.data?.lastName].filter(Boolean).join(' ');

  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        {/* Named by hidden text rather than aria-label, which the initials shown would not
            match (axe: label-content-name-mismatch); the avatar only decorates it. */}
        <AccountButton />
      </Menu.Target>
      <Menu.Dropdown>
        {/* Spans, not paragraphs: a menu may hold menu items only (aria-required-children). */}
        <Menu.Label>
          {name && (
            <Text
              component="span"
              display="block"
              size="sm"
              fw={600}
              c="var(--mantine-color-text)"
              truncate
            >
              {name}
            </Text>
          )}
          <Text component="span" display="block" size="xs" c="dimmed" truncate>
            {email}
          </Text>
        </Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.platform.profile.getHref()}
          leftSection={<IconUser size={16} />}
          rightSection={
            <Badge size="xs" variant="light">
              New
            </Badge>
          }
        >
          Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.platform.team.getHref()}
          leftSection={<IconUsersGroup size={16} />}
        >
          Team
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.platform.integrations.getHref()}
          leftSection={<IconPlugConnected size={16} />}
        >
          Integrations
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.platform.settings.getHref()}
          leftSection={<IconSettings size={16} />}
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logOut.mutate()}
          disabled={logOut.isPending}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
