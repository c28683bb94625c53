import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@/lib/firebase';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

vi.mock('@/lib/firebase', () => import('@/features/auth/test-support/signed-in-firebase-mock'));
vi.mock('firebase/auth', () => import('@/features/auth/test-support/password-check-auth-mock'));

const reauthenticate = vi.mocked(reauthenticateWithCredential);
const setPassword = vi.mocked(updatePassword);

function renderForm() {
  renderWithProviders(<ChangePasswordForm />);
  return userEvent.setup();
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  {
    current = 'old-secret',
    next = 'new-secret-1',
    confirm,
  }: { current?: string; next?: string; confirm?: string } = {},
) {
  confirm ??= next;
  if (current) await user.type(screen.getByLabelText(/^Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  reauthenticate.mockReset();
  setPassword.mockReset();
});

describe('ChangePasswordForm', () => {
  it('asks for all three fields, a long enough new password and a matching confirmation', async () => {
    const user = renderForm();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Enter a new password')).toBeInTheDocument();

    await fill(user, { next: '123', confirm: '1234' });
    expect(await screen.findByText('Use at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('proves the current password, sets the new one, then signs in again with it', async () => {
    reauthenticate.mockResolvedValue(
      {} as Awaited<ReturnType<typeof reauthenticateWithCredential>>,
    );
    setPassword.mockResolvedValue();
    const user = renderForm();

    await fill(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
    expect(EmailAuthProvider.credential).toHaveBeenCalledWith(
      'organiser@example.com',
      'old-secret',
    );
    expect(EmailAuthProvider.credential).toHaveBeenLastCalledWith(
      'organiser@example.com',
      'new-secret-1',
    );
    expect(reauthenticate).toHaveBeenCalledTimes(2);
    expect(reauthenticate).toHaveBeenCalledWith(auth.currentUser, { providerId: 'password' });
    expect(setPassword).toHaveBeenCalledWith(auth.currentUser, 'new-secret-1');
    expect(setPassword.mock.invocationCallOrder[0]).toBeLessThan(
      reauthenticate.mock.invocationCallOrder[1]!,
    );
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('says plainly when the current password is wrong, with the auth error code', async () => {
    reauthenticate.mockRejectedValue(
      new FirebaseError('auth/wrong-password', 'Firebase: Error (auth/wrong-password).'),
    );
    const user = renderForm();

    await fill(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The current password is not right');
    expect(alert).toHaveTextContent(
      'Error: auth/wrong-password, The password is not right. Check it and try again, or set a new one with “Forgot password?” on the login page.',
    );
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'The current password is not right',
    );
    expect(setPassword).not.toHaveBeenCalled();
  });

  it('shows a refused new password', async () => {
    reauthenticate.mockResolvedValue(
      {} as Awaited<ReturnType<typeof reauthenticateWithCredential>>,
    );
    setPassword.mockRejectedValue(
      new FirebaseError('auth/weak-password', 'Firebase: Password should be at least 6 characters'),
    );
    const user = renderForm();

    await fill(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose a stronger password');
    expect(alert).toHaveTextContent('Error: auth/weak-password');
  });
});
