import { screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { sendPasswordResetEmail } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';

vi.mock('@/lib/firebase', () => ({ auth: { name: 'test-auth' } }));
vi.mock('firebase/auth', () => ({ sendPasswordResetEmail: vi.fn() }));

const sendReset = vi.mocked(sendPasswordResetEmail);

function renderPage(state?: unknown) {
  return renderWithUser(<ForgotPasswordPage />, {
    path: '/user-flow/forgot-password',
    initialEntry: { pathname: '/user-flow/forgot-password', state },
    routes: [{ path: '/user-flow/login', element: <p>Login page</p> }],
  });
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    sendReset.mockReset();
  });

  it('requires an email before sending anything', async () => {
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(sendReset).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    const { user } = renderPage();

    await user.type(screen.getByLabelText(/Email/), 'ada-at-example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(sendReset).not.toHaveBeenCalled();
  });

  it('starts with the email typed on the login page', () => {
    renderPage({ email: 'ada@example.com' });

    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });

  it('sends the reset email, continuing to login, and says where it went', async () => {
    sendReset.mockResolvedValue();
    const { user } = renderPage();

    await user.type(screen.getByLabelText(/Email/), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent a password reset link to ada@example.com.',
    );
    expect(sendReset).toHaveBeenCalledWith({ name: 'test-auth' }, 'ada@example.com', {
      url: `${window.location.origin}/user-flow/login`,
    });
  });

  it('can send the email again to the same address', async () => {
    sendReset.mockResolvedValue();
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await user.click(await screen.findByRole('button', { name: 'Send it again' }));

    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });

  it('shows "Error: {code}, {message}" when the email cannot be sent', async () => {
    sendReset.mockRejectedValue(
      new FirebaseError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).'),
    );
    const { user } = renderPage();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        'Error: auth/too-many-requests, Too many attempts in a short time, so we paused them. Wait a few minutes, then try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });
});
