import { Badge, Box, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { accountItems, isActive, type NavItem } from './nav-items';
import { OrganisationSwitcher } from './organisation-switcher';
import { SearchBox } from './search-box';
import { UserAvatar } from './user-avatar';

type MobileNavDrawerProps = {
  isOpen: boolean;
  onClose: () => void;
  navItems: NavItem[];
  pathname: string;
};

/** The header's links and search for small screens, where they do not fit beside the title. */
export function MobileNavDrawer({ isOpen, onClose, navItems, pathname }: MobileNavDrawerProps) {
  const logOut = useLogOut();
  const { user } = useAuth();

  const renderLink = ({ href, label, icon: ItemIcon, isNew }: NavItem) => (
    <NavLink
      key={href}
      component={Link}
      to={href}
      label={label}
      active={isActive(pathname, href)}
      onClick={onClose}
      leftSection={<ItemIcon size={18} stroke={1.7} />}
      rightSection={
        isNew ? (
          <Badge size="xs" variant="light">
            New
          </Badge>
        ) : undefined
      }
    />
  );

  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title={<Text fw={800}>{env.appTitle}</Text>}
      size="xs"
      hiddenFrom="md"
    >
      <Stack gap="md">
        <OrganisationSwitcher variant="drawer" />
        <SearchBox variant="drawer" onNavigate={onClose} />
        <Box component="nav" aria-label="Mobile">
          {navItems.map(renderLink)}
          <Divider my="sm" />
          <Group gap="sm" px="sm" py="xs" wrap="nowrap">
            <UserAvatar size="sm" />
            <Text size="sm" c="dimmed" truncate>
              {user?.email}
            </Text>
          </Group>
          {accountItems.map(renderLink)}
          <NavLink
            component="button"
            label="Logout"
            c="red"
            leftSection={<IconLogout size={18} stroke={1.7} />}
            disabled={logOut.isPending}
            onClick={() => {
              onClose();
              logOut.mutate();
            }}
          />
        </Box>
      </Stack>
    </Drawer>
  );
}
