import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderRoutes, signedInAs } from '@/test/render';
import { appQueryClient } from './query-scope';
import { routes } from './router';

// Every route loads its page (and the query scope) lazily, as the app does: on a busy machine
// transforming those modules on first use takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signOut: vi.fn(async () => {}),
}));

function apiFindsNothing() {
  vi.mocked(apiClient.get).mockRejectedValue(
    new ApiError({ status: 404, code: 'not_found', message: 'Not found' }),
  );
}

/** Opens `path` signed in: the page's heading shows, inside the platform's shell. */
async function expectPlatformPage(path: string, heading: { name: string; level?: number }) {
  renderRoutes(routes, { initialEntry: path, authState: signedInAs() });

  expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Event Management' })).toBeInTheDocument();
}

describe('the route table', () => {
  it.each([
    ['/platform/placeholder', 'Coming soon: this page'],
    ['/platform/test', 'Coming soon: this page'],
  ])('shows %s to a signed-in user as a page that is coming', async (path, heading) => {
    await expectPlatformPage(path, { name: heading });
  });

  it.each([
    ['/platform/admin', 'Only administrators'],
    ['/platform/event/event-1', 'Event not found'],
    ['/platform/event/event-1/money', 'Event not found'],
    ['/platform/search/manage-event:gala', 'Manage an event'],
    ['/platform/tickets', 'My tickets'],
    ['/platform/questionnaire', 'My organiser application'],
  ])('shows %s to a signed-in user as its own page', async (path, heading) => {
    apiFindsNothing();
    await expectPlatformPage(path, { name: heading });
  });

  it.each([
    ['/platform/profile', 'Profile'],
    ['/platform/settings', 'Settings'],
    ['/platform/themes', 'Themes'],
  ])('shows %s to a signed-in user as its page', async (path, heading) => {
    apiFindsNothing();
    await expectPlatformPage(path, { name: heading, level: 1 });
  });

  it('welcomes a signed-in user at /platform', async () => {
    renderRoutes(routes, { initialEntry: '/platform', authState: signedInAs() });

    expect(
      await screen.findByRole('heading', { name: 'Welcome organiser@example.com!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an Event' })).toHaveAttribute(
      'href',
      '/platform/new-event',
    );
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the Admin link to administrators only', async () => {
    renderRoutes(routes, {
      initialEntry: '/platform',
      authState: signedInAs({}, { isAdmin: true }),
    });

    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/platform/admin',
    );
  });

  it('sends a signed-in user from the landing page to the platform', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/', authState: signedInAs() });

    expect(await screen.findByRole('link', { name: 'Create an Event' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform');
  });

  it('shows visitors the landing page with Get Started and Login', async () => {
    renderRoutes(routes, { initialEntry: '/' });

    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/user-flow/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user-flow/login');
    expect(screen.getByText('your ticketing paradise')).toBeInTheDocument();
  });

  it('sends the bare /sign-up route to the sign-up page', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/sign-up' });

    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-flow/sign-up');
  });

  it('answers an unknown address with a not-found page', async () => {
    renderRoutes(routes, { initialEntry: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('logs out from the account menu: signs out, forgets cached data and goes home', async () => {
    // The routes bring their own cache (app/query-scope.tsx), as the app does.
    const queryClient = appQueryClient;
    const { router } = renderRoutes(routes, {
      initialEntry: '/platform',
      authState: signedInAs(),
    });
    queryClient.setQueryData(['events', 'mine'], {
      pages: [{ events: [], total: 0 }],
      pageParams: [undefined],
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(queryClient.getQueryData(['events', 'mine'])).toBeUndefined());
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
