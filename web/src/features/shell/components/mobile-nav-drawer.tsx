import { Badge, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { accountItems, isActive, type NavItem } from './nav-items';

type MobileNavDrawerProps = {
  isOpen: boolean;
  onClose: () => void;
  navItems: NavItem[];
  pathname: string;
};

/** The header's links for small screens, where they do not fit beside the title. */
export function MobileNavDrawer({ isOpen, onClose, navItems, pathname }: MobileNavDrawerProps) {
  const logOut = useLogOut();

  const renderLink = (item: NavItem) => (
    <NavLink
      key={item.href}
      component={Link}
      to={item.href}
      label={item.label}
      active={isActive(pathname, item.href)}
      onClick={onClose}
      rightSection={
        item.isNew ? (
          <Badge size="xs" variant="light">
            New
          </Badge>
        ) : undefined
      }
    />
  );

  return (
    <Drawer opened={isOpen} onClose={onClose} title={env.appTitle} size="xs" hiddenFrom="sm">
      <Stack gap={0} component="nav" aria-label="Mobile">
        {navItems.map(renderLink)}
        <Divider my="sm" />
        {accountItems.map(renderLink)}
        <NavLink
          label="Logout"
          c="red"
          leftSection={<IconLogout size={16} />}
          disabled={logOut.isPending}
          onClick={() => {
            onClose();
            logOut.mutate();
          }}
        />
      </Stack>
    </Drawer>
  );
}
