import { AppShell, Box, Burger, Button, Container, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AccountButton } from './account-button';
import { getNavItems, isActive } from './nav-items';
import { SiteFooter } from './site-footer';
import classes from './platform-shell.module.css';

/*
 * The header's menus and search need floating-ui, Mantine's popovers and its drawer: none of
 * that is needed to show the page, so it loads just after, beside the page's own data. The
 * drawer loads the first time the menu button is pressed.
 */
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);
const SearchBox = lazy(() =>
  import('./search-box').then((module) => ({ default: module.SearchBox })),
);
const OrganisationSwitcher = lazy(() =>
  import('./organisation-switcher').then((module) => ({ default: module.OrganisationSwitcher })),
);
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((module) => ({ default: module.MobileNavDrawer })),
);

export function PlatformShell() {
  // Once opened, the drawer stays mounted, so that it can close with its animation.
  const [drawerState, setDrawerState] = useState<'never-opened' | 'open' | 'closed'>(
    'never-opened',
  );
  const isDrawerOpen = drawerState === 'open';
  const closeDrawer = () => setDrawerState('closed');
  // Pressed before the menu's code arrived: it opens as soon as it has.
  const [isAccountMenuAsked, setAccountMenuAsked] = useState(false);
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
              onClick={() => setDrawerState(isDrawerOpen ? 'closed' : 'open')}
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
              {/* Nothing for the many in one organisation: no room is kept for it. */}
              <Suspense fallback={null}>
                <OrganisationSwitcher />
              </Suspense>
            </Box>
            <Box visibleFrom="md">
              {/* As wide as the box, so nothing moves when it arrives. */}
              <Suspense fallback={<Box w={200} h={36} />}>
                <SearchBox />
              </Suspense>
            </Box>
            <Suspense fallback={<AccountButton onClick={() => setAccountMenuAsked(true)} />}>
              <AccountMenu defaultOpened={isAccountMenuAsked} />
            </Suspense>
          </Group>
        </Group>
      </AppShell.Header>
      {drawerState !== 'never-opened' && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            isOpen={isDrawerOpen}
            onClose={closeDrawer}
            navItems={navItems}
            pathname={pathname}
          />
        </Suspense>
      )}
      <AppShell.Main className={classes.main}>
        <Container size="lg" className={classes.content} px={{ base: 'sm', sm: 'lg' }} py="lg">
          <Outlet />
        </Container>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
