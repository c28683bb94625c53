import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadingAuthState, signedOutAuthState, type AuthState } from '@/features/auth/auth-context';
import { renderWithProviders, signedInAs } from '@/test/render';
import { LoginPage } from './login-page';
import { RequireAuth } from './require-auth';

vi.mock('@/lib/firebase', () => ({ auth: {} }));

const guardedRoute = {
  path: '/platform/events',
  element: (
    <RequireAuth>
      <p>Guarded content</p>
    </RequireAuth>
  ),
};
const loginRoute = { path: '/user-flow/login', element: <LoginPage /> };

function renderGuarded(authState: AuthState) {
  return renderWithProviders(guardedRoute.element, {
    path: guardedRoute.path,
    initialEntry: '/platform/events?page=2',
    routes: [loginRoute],
    authState,
  });
}

describe('RequireAuth', () => {
  it('waits while the auth state is not known yet', () => {
    const { router } = renderGuarded(loadingAuthState);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/events');
  });

  it('lets a signed-in user through', () => {
    renderGuarded(signedInAs());

    expect(screen.getByText('Guarded content')).toBeInTheDocument();
  });

  it.each([
    ['a signed-out visitor', signedOutAuthState],
    ['an anonymous buyer session', signedInAs({ isAnonymous: true, email: null })],
  ])('sends %s to login, remembering where they were going', async (_, authState) => {
    const { router } = renderGuarded(authState);

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-flow/login');
    expect(router.state.location.state).toEqual({ returnTo: '/platform/events?page=2' });
    expect(screen.queryByText('Guarded content')).not.toBeInTheDocument();
  });
});

describe('LoginPage', () => {
  it('sends a signed-in user back to the page the guard stopped', () => {
    const { router } = renderWithProviders(<LoginPage />, {
      path: '/user-flow/login',
      initialEntry: { pathname: '/user-flow/login', state: { returnTo: '/platform/events' } },
      routes: [{ path: '/platform/events', element: <p>Events page</p> }],
      authState: signedInAs(),
    });

    expect(screen.getByText('Events page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/events');
  });

  it('sends a signed-in user to the platform by default, never to another site', () => {
    renderWithProviders(<LoginPage />, {
      path: '/user-flow/login',
      initialEntry: { pathname: '/user-flow/login', state: { returnTo: '//evil.example' } },
      routes: [{ path: '/platform', element: <p>Platform home</p> }],
      authState: signedInAs(),
    });

    expect(screen.getByText('Platform home')).toBeInTheDocument();
  });
});
