import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { sendEmailVerification, type User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingAuthState, signedOutAuthState, type AuthState } from '../auth-context';
import { renderWithProviders } from '@/test/render';
import { SignUpConfirmPage } from './sign-up-confirm-page';

const { fakeAuth } = vi.hoisted(() => ({ fakeAuth: { currentUser: null as unknown } }));
vi.mock('@/lib/firebase', () => ({ auth: fakeAuth }));
vi.mock('firebase/auth', () => ({ sendEmailVerification: vi.fn() }));

const sendVerification = vi.mocked(sendEmailVerification);

/** A Firebase user whose address becomes verified on the `verifiedOnReload`-th reload. */
function fakeUser({ verifiedOnReload = Infinity } = {}) {
  let reloads = 0;
  const user = {
    uid: 'new-user',
    email: 'ada@example.com',
    isAnonymous: false,
    emailVerified: false,
    reload: vi.fn(async () => {
      reloads += 1;
      if (reloads >= verifiedOnReload) user.emailVerified = true;
    }),
  };
  return user;
}

function signedInWith(user: ReturnType<typeof fakeUser>): AuthState {
  return { status: 'signed-in', user: user as unknown as User, isAdmin: false };
}

function renderPage(
  authState: AuthState,
  state: unknown = { email: 'ada@example.com', isVerificationEmailSent: true },
) {
  return renderWithProviders(<SignUpConfirmPage />, {
    path: '/user-flow/sign-up-confirm',
    initialEntry: { pathname: '/user-flow/sign-up-confirm', state },
    authState,
    routes: [
      { path: '/platform', element: <p>Platform home</p> },
      { path: '/user-flow/login', element: <p>Login page</p> },
    ],
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SignUpConfirmPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sendVerification.mockReset();
    fakeAuth.currentUser = null;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the email was sent and keeps Go to platform disabled until verified', () => {
    renderPage(signedInWith(fakeUser()));

    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation email to/)).toHaveTextContent(
      'We sent a confirmation email to ada@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Go to platform' })).toBeDisabled();
  });

  it('polls every 2 seconds and enables Go to platform once verified, which leads to /platform/', async () => {
    // Exact timing here: the clock moves only when the test moves it.
    vi.useRealTimers();
    vi.useFakeTimers();
    const user = fakeUser({ verifiedOnReload: 2 });
    const { router } = renderPage(signedInWith(user));

    await advance(1_999);
    expect(user.reload).not.toHaveBeenCalled();
    await advance(1);
    expect(user.reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Go to platform' })).toBeDisabled();

    await advance(2_000);
    expect(user.reload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Go to platform' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'You are verified!' })).toBeInTheDocument();

    // Verified: no more polling.
    await advance(6_000);
    expect(user.reload).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Go to platform' }));
    await advance(0);
    expect(screen.getByText('Platform home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/');
  });

  it('keeps polling through a failed reload (offline, say)', async () => {
    const user = fakeUser({ verifiedOnReload: 2 });
    user.reload.mockRejectedValueOnce(new Error('offline'));
    renderPage(signedInWith(user));

    await advance(2_000);
    expect(screen.getByRole('button', { name: 'Go to platform' })).toBeDisabled();
    await advance(4_000);
    expect(screen.getByRole('button', { name: 'Go to platform' })).toBeEnabled();
  });

  it('stops polling when the page is left', async () => {
    const user = fakeUser();
    const { unmount } = renderPage(signedInWith(user));

    await advance(2_000);
    unmount();
    await advance(10_000);

    expect(user.reload).toHaveBeenCalledTimes(1);
  });

  it('goes to login when nobody is signed in', async () => {
    const { router } = renderPage(signedOutAuthState);

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-flow/login');
  });

  it('waits while the auth state is loading', () => {
    const { router } = renderPage(loadingAuthState);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-flow/sign-up-confirm');
  });

  it('uses the user Firebase already holds when the auth state has not caught up yet', () => {
    fakeAuth.currentUser = fakeUser();
    renderPage(signedOutAuthState);

    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  });

  it('resends the verification email on request', async () => {
    sendVerification.mockResolvedValue();
    const user = fakeUser();
    renderPage(signedInWith(user));

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Resend the email' }));

    expect(await screen.findByRole('button', { name: 'Email sent again' })).toBeDisabled();
    expect(sendVerification).toHaveBeenCalledWith(user, {
      url: `${window.location.origin}/user-flow/email-verified`,
    });
  });

  it('explains when resending fails', async () => {
    sendVerification.mockRejectedValue(
      new FirebaseError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).'),
    );
    renderPage(signedInWith(fakeUser()));

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Resend the email' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not send the email: Too many attempts in a short time, so we paused them. Wait a few minutes, then try again. (auth/too-many-requests)',
    );
  });

  it('offers to resend when the first email did not go out', () => {
    renderPage(signedInWith(fakeUser()), {
      email: 'ada@example.com',
      isVerificationEmailSent: false,
    });

    expect(screen.getByText('The confirmation email did not go out')).toBeInTheDocument();
  });
});
