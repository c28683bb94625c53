import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SignUpForm } from './sign-up-form';

vi.mock('@/lib/firebase', () => ({ auth: { name: 'test-auth' } }));
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
}));

const createUser = vi.mocked(createUserWithEmailAndPassword);
const sendVerification = vi.mocked(sendEmailVerification);
const newUser = { uid: 'new-user' } as Awaited<
  ReturnType<typeof createUserWithEmailAndPassword>
>['user'];

function renderForm() {
  const onSuccess = vi.fn();
  renderWithProviders(<SignUpForm onSuccess={onSuccess} />);
  return { onSuccess, user: userEvent.setup() };
}

describe('SignUpForm', () => {
  beforeEach(() => {
    createUser.mockReset();
    sendVerification.mockReset();
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

  it('registers, sends the verification email and reports success', async () => {
    createUser.mockResolvedValue({ user: newUser } as Awaited<
      ReturnType<typeof createUserWithEmailAndPassword>
    >);
    sendVerification.mockResolvedValue();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText(/Email/), '  ada@example.com ');
    await user.type(screen.getByLabelText(/Password/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        email: 'ada@example.com',
        isVerificationEmailSent: true,
      }),
    );
    expect(createUser).toHaveBeenCalledWith({ name: 'test-auth' }, 'ada@example.com', 'secret-123');
    expect(sendVerification).toHaveBeenCalledWith(newUser);
  });

  it('still succeeds, flagged, when only the verification email fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    createUser.mockResolvedValue({ user: newUser } as Awaited<
      ReturnType<typeof createUserWithEmailAndPassword>
    >);
    sendVerification.mockRejectedValue(new FirebaseError('auth/too-many-requests', 'Slow down'));
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        email: 'ada@example.com',
        isVerificationEmailSent: false,
      }),
    );
  });

  it('shows the auth error code beneath the form when registration fails', async () => {
    createUser.mockRejectedValue(
      new FirebaseError(
        'auth/email-already-in-use',
        'Firebase: Error (auth/email-already-in-use).',
      ),
    );
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('auth/email-already-in-use');
    expect(alert).toHaveTextContent('This email already has an account');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(sendVerification).not.toHaveBeenCalled();
  });
});
