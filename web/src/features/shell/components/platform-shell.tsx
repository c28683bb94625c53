import { AppShell, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AccountMenu } from './account-menu';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { getNavItems, isActive } from './nav-items';
import classes from './platform-shell.module.css';

export function PlatformShell() {
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  const navItems = getNavItems({ isAdmin });

  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={isDrawerOpen}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Open navigation"
            />
            <Link to={paths.platform.root.getHref()} className={classes.brand}>
              {env.appTitle}
            </Link>
            <Group gap={4} ml="lg" visibleFrom="sm" component="nav" aria-label="Main">
              {navItems.map((item) => (
                <Button
                  key={item.href}
                  component={Link}
                  to={item.href}
                  variant={isActive(pathname, item.href) ? 'light' : 'subtle'}
                  color={isActive(pathname, item.href) ? undefined : 'gray'}
                >
                  {item.label}
                </Button>
              ))}
            </Group>
          </Group>
          <AccountMenu />
        </Group>
      </AppShell.Header>
      <MobileNavDrawer
        isOpen={isDrawerOpen}
        onClose={drawer.close}
        navItems={navItems}
        pathname={pathname}
      />
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
