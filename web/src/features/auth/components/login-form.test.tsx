import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { sendPasswordResetEmail, signInWithEmailAndPassword } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

vi.mock('@/lib/firebase', () => ({ auth: { name: 'test-auth' } }));
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
}));

const signIn = vi.mocked(signInWithEmailAndPassword);
const sendReset = vi.mocked(sendPasswordResetEmail);

function renderForm() {
  renderWithProviders(<LoginForm />);
  return userEvent.setup();
}

describe('LoginForm', () => {
  beforeEach(() => {
    signIn.mockReset();
    sendReset.mockReset();
  });

  it('requires an email and a password', async () => {
    const user = renderForm();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email and the password', async () => {
    signIn.mockResolvedValue({} as Awaited<ReturnType<typeof signInWithEmailAndPassword>>);
    const user = renderForm();

    await user.type(screen.getByLabelText(/Email/), ' ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await vi.waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({ name: 'test-auth' }, 'ada@example.com', 'secret-123'),
    );
  });

  it('shows "Error: {code}, {message}" beneath the form when sign-in fails', async () => {
    signIn.mockRejectedValue(
      new FirebaseError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).'),
    );
    const user = renderForm();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText(
        'Error: auth/invalid-credential, Firebase: Error (auth/invalid-credential).',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the email before sending a password reset', async () => {
    const user = renderForm();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(sendReset).not.toHaveBeenCalled();
  });

  it('sends the password reset email to the address entered', async () => {
    sendReset.mockResolvedValue();
    const user = renderForm();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(
      await screen.findByText('We sent a password reset link to ada@example.com.'),
    ).toBeInTheDocument();
    expect(sendReset).toHaveBeenCalledWith({ name: 'test-auth' }, 'ada@example.com');
  });
});
