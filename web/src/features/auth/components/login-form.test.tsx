import { screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { renderWithUser } from '@/test/render';
import { readUserFlowState } from '../user-flow-state';
import { LoginForm } from './login-form';

vi.mock('@/lib/firebase', () => ({ auth: { name: 'test-auth' } }));
vi.mock('firebase/auth', () => ({ signInWithEmailAndPassword: vi.fn() }));

const signIn = vi.mocked(signInWithEmailAndPassword);

function ForgotPasswordProbe() {
  return <p>Reset page for {readUserFlowState(useLocation().state).email || 'nobody'}</p>;
}

function renderForm(element = <LoginForm />) {
  return renderWithUser(element, {
    path: '/user-flow/login',
    routes: [{ path: '/user-flow/forgot-password', element: <ForgotPasswordProbe /> }],
  });
}

describe('LoginForm', () => {
  beforeEach(() => {
    signIn.mockReset();
  });

  it('requires an email and a password', async () => {
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email and the password', async () => {
    signIn.mockResolvedValue({} as Awaited<ReturnType<typeof signInWithEmailAndPassword>>);
    const { user } = renderForm();

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
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText(
        'Error: auth/invalid-credential, The email or password is not right. Check both and try again, or choose “Forgot password?” to set a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Firebase/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'auth/user-disabled',
      /^Error: auth\/user-disabled, This account has been disabled\. .*administrators/,
    ],
    [
      'auth/too-many-requests',
      /^Error: auth\/too-many-requests, Too many attempts .* try again\.$/,
    ],
    [
      'auth/network-request-failed',
      /^Error: auth\/network-request-failed, We could not reach .* Check your internet connection/,
    ],
    ['auth/something-new', /^Error: auth\/something-new, Something went wrong on our side\./],
  ])('says what %s means and what to do next, never Firebase’s own text', async (code, text) => {
    signIn.mockRejectedValue(new FirebaseError(code, `Firebase: Error (${code}).`));
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/Firebase/)).not.toBeInTheDocument();
  });

  it('starts with the email it was given, after a password reset say', () => {
    renderForm(<LoginForm initialEmail="ada@example.com" />);

    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });

  it('"Forgot password?" opens the reset request page with the email typed so far', async () => {
    const { user, router } = renderForm();

    await user.type(screen.getByLabelText(/Email/), ' ada@example.com ');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByText('Reset page for ada@example.com')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-flow/forgot-password');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('"Forgot password?" is a real link, so it also works without an email', () => {
    renderForm();

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/user-flow/forgot-password',
    );
  });
});
