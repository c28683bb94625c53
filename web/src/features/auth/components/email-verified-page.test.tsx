import { screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { applyActionCode } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EmailVerifiedPage } from './email-verified-page';

const { fakeAuth } = vi.hoisted(() => ({
  fakeAuth: { currentUser: null as { reload: () => Promise<void> } | null },
}));
vi.mock('@/lib/firebase', () => ({ auth: fakeAuth }));
vi.mock('firebase/auth', () => ({ applyActionCode: vi.fn() }));

const applyCode = vi.mocked(applyActionCode);

function renderPage(search: string) {
  return renderWithProviders(<EmailVerifiedPage />, {
    path: '/user-flow/email-verified',
    initialEntry: `/user-flow/email-verified${search}`,
    routes: [{ path: '/user-flow/reset-password', element: <p>Reset password page</p> }],
  });
}

describe('EmailVerifiedPage', () => {
  beforeEach(() => {
    applyCode.mockReset();
    fakeAuth.currentUser = null;
  });

  it('says "No verification code in URL." without a code', () => {
    renderPage('');

    expect(screen.getByRole('alert')).toHaveTextContent('No verification code in URL.');
    expect(applyCode).not.toHaveBeenCalled();
  });

  it('shows a loading indicator while the code is checked', () => {
    applyCode.mockReturnValue(new Promise(() => {}));
    renderPage('?mode=verifyEmail&oobCode=code-1');

    expect(screen.getByRole('status', { name: 'Verifying' })).toBeInTheDocument();
  });

  it('verifies the email once and says so, with the way to the platform', async () => {
    applyCode.mockResolvedValue();
    const reload = vi.fn(async () => {});
    fakeAuth.currentUser = { reload };
    renderPage('?mode=verifyEmail&oobCode=code-1');

    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your email has been successfully verified. Continue to our platform by clicking the button below:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to platform' })).toHaveAttribute(
      'href',
      '/platform/',
    );
    expect(applyCode).toHaveBeenCalledTimes(1);
    expect(applyCode).toHaveBeenCalledWith(fakeAuth, 'code-1');
    // A user signed in in this browser sees the verified address at once.
    expect(reload).toHaveBeenCalled();
  });

  it('shows "Invalid or expired code:" followed by the reason when the code is refused', async () => {
    applyCode.mockRejectedValue(
      new FirebaseError('auth/expired-action-code', 'Firebase: Error (auth/expired-action-code).'),
    );
    renderPage('?oobCode=old-code');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired code: the link has expired (auth/expired-action-code)',
    );
    expect(screen.queryByRole('heading', { name: 'Email Verified!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new verification email' })).toHaveAttribute(
      'href',
      '/user-flow/sign-up-confirm',
    );
  });

  it('passes a password reset code on to the reset page', async () => {
    const { router } = renderPage('?mode=resetPassword&oobCode=reset-1');

    expect(await screen.findByText('Reset password page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?oobCode=reset-1');
    expect(applyCode).not.toHaveBeenCalled();
  });
});
