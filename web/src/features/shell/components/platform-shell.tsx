import { AppShell, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AccountMenu } from './account-menu';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { getNavItems, isActive } from './nav-items';
import { SearchBox } from './search-box';
import { SiteFooter } from './site-footer';
import classes from './platform-shell.module.css';

export function PlatformShell() {
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  const navItems = getNavItems({ isAdmin });

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={isDrawerOpen}
              onClick={drawer.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Open navigation"
            />
            <Link to={paths.platform.root.getHref()} className={classes.brand}>
              {env.appTitle}
            </Link>
            <Group gap={4} ml="md" visibleFrom="md" component="nav" aria-label="Main" wrap="nowrap">
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
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="md">
              <SearchBox />
            </Box>
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <MobileNavDrawer
        isOpen={isDrawerOpen}
        onClose={drawer.close}
        navItems={navItems}
        pathname={pathname}
      />
      <AppShell.Main className={classes.main}>
        <Container size="lg" className={classes.content} px={{ base: 'sm', sm: 'lg' }} py="lg">
          <Outlet />
        </Container>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
