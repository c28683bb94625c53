import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthErrorAlert } from './auth-error-alert';
import { readAuthError } from '../api/auth-error';
import { logIn } from '../api/log-in';
import { validatePassword } from '../credentials-validation';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import type { UserFlowState } from '../user-flow-state';
import { EmailField } from './email-field';
import { CurrentPasswordField } from './password-field';

type LoginFormProps = { initialEmail?: string };

/** Signs in; the login page moves on once the auth state reflects the new user. */
export function LoginForm({ initialEmail = '' }: LoginFormProps) {
  const navigate = useNavigate();
  const form = useCredentialsForm({ initialEmail, validatePassword });
  const login = useMutation({ mutationFn: logIn });
  const error = login.error ? readAuthError(login.error) : null;

  const onForgotPassword = (event: MouseEvent<HTMLAnchorElement>) => {
    // The link works as a link (new tab, say); a plain click also carries the typed email over.
    event.preventDefault();
    const state: UserFlowState = { email: form.getValues().email.trim() };
    navigate(paths.userFlow.forgotPassword.getHref(), { state });
  };

  return (
    <form noValidate onSubmit={form.onSubmit((credentials) => login.mutate(credentials))}>
      <Stack gap="md">
        <EmailField form={form} path="email" />
        <CurrentPasswordField form={form} path="password" label="Password" />
        <Group justify="flex-end" mt={-8}>
          <Anchor
            component={Link}
            to={paths.userFlow.forgotPassword.getHref()}
            size="sm"
            onClick={onForgotPassword}
          >
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending || login.isSuccess}>
          Login
        </Button>
        {error && <AuthErrorAlert title="Could not log in" error={error} />}
      </Stack>
    </form>
  );
}
