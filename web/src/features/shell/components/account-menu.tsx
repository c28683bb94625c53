import { Avatar, Badge, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogOut } from '@/features/auth/hooks/use-log-out';

export function AccountMenu() {
  const { user } = useAuth();
  const logOut = useLogOut();
  const email = user?.email ?? '';

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar color="violet" radius="xl" alt={email}>
            {email.slice(0, 1).toUpperCase() || undefined}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
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
