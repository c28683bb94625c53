import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

vi.mock('@/lib/firebase', () => ({ auth: { name: 'test-auth' } }));
vi.mock('firebase/auth', () => ({
  verifyPasswordResetCode: vi.fn(),
  confirmPasswordReset: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
}));

const verifyCode = vi.mocked(verifyPasswordResetCode);
const confirmReset = vi.mocked(confirmPasswordReset);

function renderPage(search = '?oobCode=reset-code') {
  return renderWithUser(<ResetPasswordPage />, {
    path: '/user-flow/reset-password',
    initialEntry: `/user-flow/reset-password${search}`,
    routes: [
      { path: '/user-flow/login', element: <LoginPage /> },
      { path: '/user-flow/forgot-password', element: <p>Forgot password page</p> },
    ],
  });
}

async function fillPasswords(
  user: ReturnType<typeof userEvent.setup>,
  first: string,
  second: string,
) {
  await user.type(await screen.findByLabelText(/^New password/), first);
  await user.type(screen.getByLabelText(/^Confirm new password/), second);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    verifyCode.mockReset();
    confirmReset.mockReset();
  });

  it('says so when the URL has no code, and offers a new link', () => {
    renderPage('');

    expect(screen.getByRole('heading', { name: 'No reset code in URL.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
      'href',
      '/user-flow/forgot-password',
    );
    expect(verifyCode).not.toHaveBeenCalled();
  });

  it('checks the code first, showing whose password is being reset', async () => {
    verifyCode.mockResolvedValue('ada@example.com');
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(verifyCode).toHaveBeenCalledWith({ name: 'test-auth' }, 'reset-code');
  });

  it('explains a bad or expired code clearly, with a way to get a new one', async () => {
    verifyCode.mockRejectedValue(
      new FirebaseError('auth/invalid-action-code', 'Firebase: Error (auth/invalid-action-code).'),
    );
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired code: the link is malformed, has expired or was already used (auth/invalid-action-code)',
    );
    expect(screen.getByRole('link', { name: 'Send a new reset link' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('requires a new password of at least 6 characters and its confirmation', async () => {
    verifyCode.mockResolvedValue('ada@example.com');
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your new password')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New password/), '123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Use at least 6 characters')).toBeInTheDocument();
    expect(confirmReset).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match', async () => {
    verifyCode.mockResolvedValue('ada@example.com');
    const { user } = renderPage();

    await fillPasswords(user, 'new-secret-1', 'new-secret-2');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirmReset).not.toHaveBeenCalled();
  });

  it('sets the new password, then sends the user to login with a notice and their email', async () => {
    verifyCode.mockResolvedValue('ada@example.com');
    confirmReset.mockResolvedValue();
    const { user, router } = renderPage();

    await fillPasswords(user, 'new-secret-1', 'new-secret-1');

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Log in with your new password.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-flow/login');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(confirmReset).toHaveBeenCalledWith({ name: 'test-auth' }, 'reset-code', 'new-secret-1');
  });

  it('shows "Error: {code}, {message}" when Firebase refuses the new password', async () => {
    verifyCode.mockResolvedValue('ada@example.com');
    confirmReset.mockRejectedValue(
      new FirebaseError('auth/expired-action-code', 'Firebase: Error (auth/expired-action-code).'),
    );
    const { user, router } = renderPage();

    await fillPasswords(user, 'new-secret-1', 'new-secret-1');

    expect(
      await screen.findByText(
        'Error: auth/expired-action-code, This link has expired. Ask for a new one and open it soon.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-flow/reset-password');
  });
});
