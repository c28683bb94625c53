import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ProfileResponse } from '@contract/users';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildProfile } from '@/test/profile-factories';
import { renderWithProviders } from '@/test/render';
import { myProfileQueryKey } from '../api/my-profile';
import { SignUpForm } from './sign-up-form';

vi.mock('@/lib/firebase', () => ({ auth: { name: 'test-auth' } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn() } }));
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
}));

const createUser = vi.mocked(createUserWithEmailAndPassword);
const sendVerification = vi.mocked(sendEmailVerification);
const getFromApi = vi.mocked(apiClient.get);
const createdProfile = buildProfile({ uid: 'new-user', email: 'ada@example.com', started: false });
const newUser = { uid: 'new-user' } as Awaited<
  ReturnType<typeof createUserWithEmailAndPassword>
>['user'];

function renderForm() {
  const onSuccess = vi.fn();
  const { queryClient } = renderWithProviders(<SignUpForm onSuccess={onSuccess} />);
  return { onSuccess, queryClient, user: userEvent.setup() };
}

function accountIsCreated() {
  createUser.mockResolvedValue({ user: newUser } as Awaited<
    ReturnType<typeof createUserWithEmailAndPassword>
  >);
}

/** Waits for the form to report ada@example.com's new account with this outcome. */
function successReported(
  onSuccess: Mock,
  outcome: { isVerificationEmailSent: boolean; profile: ProfileResponse | null },
) {
  return vi.waitFor(() =>
    expect(onSuccess).toHaveBeenCalledWith({ email: 'ada@example.com', ...outcome }),
  );
}

async function register(user: UserEvent, email = 'ada@example.com') {
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('SignUpForm', () => {
  beforeEach(() => {
    createUser.mockReset();
    sendVerification.mockReset();
    getFromApi.mockReset();
    getFromApi.mockResolvedValue(createdProfile);
  });

  it('requires an email and a password before registering', async () => {
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(createUser).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and a too short password', async () => {
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Password/), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Use at least 6 characters')).toBeInTheDocument();
    expect(createUser).not.toHaveBeenCalled();
  });

  it('registers, sends the verification email, creates the profile and reports success', async () => {
    accountIsCreated();
    sendVerification.mockResolvedValue();
    const { user, onSuccess, queryClient } = renderForm();

    await register(user, '  ada@example.com ');

    await successReported(onSuccess, { isVerificationEmailSent: true, profile: createdProfile });
    expect(createUser).toHaveBeenCalledWith({ name: 'test-auth' }, 'ada@example.com', 'secret-123');
    // The email's link continues to our own verification page.
    expect(sendVerification).toHaveBeenCalledWith(newUser, {
      url: `${window.location.origin}/user-flow/email-verified`,
    });
    expect(getFromApi).toHaveBeenCalledWith('/api/me/profile', expect.anything(), undefined);
    // The profile the server created is cached for the welcome page and the avatar.
    expect(queryClient.getQueryData(myProfileQueryKey('new-user'))).toEqual(createdProfile);
  });

  it('still succeeds when creating the profile fails: every later profile read creates it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    accountIsCreated();
    sendVerification.mockResolvedValue();
    getFromApi.mockRejectedValue(
      new ApiError({ status: 0, code: 'network_error', message: 'offline' }),
    );
    const { user, onSuccess } = renderForm();

    await register(user);

    await successReported(onSuccess, { isVerificationEmailSent: true, profile: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still succeeds, flagged, when only the verification email fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    accountIsCreated();
    sendVerification.mockRejectedValue(new FirebaseError('auth/too-many-requests', 'Slow down'));
    const { user, onSuccess } = renderForm();

    await register(user);

    await successReported(onSuccess, { isVerificationEmailSent: false, profile: createdProfile });
  });

  it('shows the auth error code beneath the form when registration fails', async () => {
    createUser.mockRejectedValue(
      new FirebaseError(
        'auth/email-already-in-use',
        'Firebase: Error (auth/email-already-in-use).',
      ),
    );
    const { user, onSuccess } = renderForm();

    await register(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('auth/email-already-in-use');
    expect(alert).toHaveTextContent('This email already has an account');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(sendVerification).not.toHaveBeenCalled();
    expect(getFromApi).not.toHaveBeenCalled();
  });
});
