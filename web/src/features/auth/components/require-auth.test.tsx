import { act, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthContext,
  loadingAuthState,
  signedOutAuthState,
  type AuthState,
} from '@/features/auth/auth-context';
import { renderWithProviders, signedInAs } from '@/test/render';
import { LoginPage } from './login-page';
import { authRetryDelayMs, RequireAuth } from './require-auth';

const { fakeAuth } = vi.hoisted(() => ({
  fakeAuth: { currentUser: null as { isAnonymous: boolean } | null },
}));
vi.mock('@/lib/firebase', () => ({ auth: fakeAuth }));

const guardedRoute = {
  path: '/platform/events',
  element: (
    <RequireAuth>
      <p>Guarded content</p>
    </RequireAuth>
  ),
};
const loginRoute = { path: '/user-flow/login', element: <LoginPage /> };
const confirmRoute = { path: '/user-flow/sign-up-confirm', element: <p>Confirm your email</p> };

function renderGuarded(authState: AuthState) {
  return renderWithProviders(guardedRoute.element, {
    path: guardedRoute.path,
    initialEntry: '/platform/events?page=2',
    routes: [loginRoute, confirmRoute],
    authState,
  });
}

describe('RequireAuth', () => {
  beforeEach(() => {
    fakeAuth.currentUser = null;
  });

  it('waits while the auth state is not known yet', () => {
    const { router } = renderGuarded(loadingAuthState);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/events');
  });

  it('lets a signed-in user with a verified email through', () => {
    renderGuarded(signedInAs({ emailVerified: true }));

    expect(screen.getByText('Guarded content')).toBeInTheDocument();
  });

  it('sends a user whose email is not verified to the confirm page, at once', () => {
    const { router } = renderGuarded(signedInAs({ emailVerified: false }));

    expect(screen.getByText('Confirm your email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-flow/sign-up-confirm');
    expect(screen.queryByText('Guarded content')).not.toBeInTheDocument();
  });

  it('never lets an anonymous session through, whatever its email flag says', async () => {
    const { router } = renderGuarded(
      signedInAs({ isAnonymous: true, email: null, emailVerified: true }),
    );

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-flow/login');
    expect(screen.queryByText('Guarded content')).not.toBeInTheDocument();
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

describe('RequireAuth, retrying once', () => {
  let setAuthState: (state: AuthState) => void = () => {};

  /** Lets a test change the auth state after the first render, as Firebase does. */
  function ChangingAuth({ children }: { children: ReactNode }) {
    const [state, setState] = useState<AuthState>(signedOutAuthState);
    setAuthState = setState;
    return <AuthContext value={state}>{children}</AuthContext>;
  }

  function renderChanging() {
    return renderWithProviders(
      <ChangingAuth>
        <RequireAuth>
          <p>Guarded content</p>
        </RequireAuth>
      </ChangingAuth>,
      { path: '/platform/events', routes: [loginRoute] },
    );
  }

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    fakeAuth.currentUser = null;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits a moment and checks again before sending a signed-out visitor to login', async () => {
    const { router } = renderChanging();

    await advance(authRetryDelayMs - 1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/events');

    await advance(1);
    expect(router.state.location.pathname).toBe('/user-flow/login');
  });

  it('lets a user in who signs in during that moment', async () => {
    const { router } = renderChanging();

    await advance(authRetryDelayMs / 2);
    act(() => setAuthState(signedInAs()));

    expect(screen.getByText('Guarded content')).toBeInTheDocument();
    await advance(authRetryDelayMs * 2);
    expect(router.state.location.pathname).toBe('/platform/events');
  });

  it('keeps waiting when Firebase already holds a user the auth state has not announced', async () => {
    fakeAuth.currentUser = { isAnonymous: false };
    const { router } = renderChanging();

    await advance(authRetryDelayMs * 5);
    expect(router.state.location.pathname).toBe('/platform/events');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    act(() => setAuthState(signedInAs()));
    expect(screen.getByText('Guarded content')).toBeInTheDocument();
  });

  it('retries only once: an anonymous session in the SDK is still sent to login', async () => {
    fakeAuth.currentUser = { isAnonymous: true };
    const { router } = renderChanging();

    await advance(authRetryDelayMs);

    expect(router.state.location.pathname).toBe('/user-flow/login');
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
