import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { authErrorText, readAuthError } from '../api/auth-error';
import { logIn, sendPasswordReset } from '../api/log-in';
import { validateEmail, validatePassword } from '../credentials-validation';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

/** Signs in; the login page moves on once the auth state reflects the new user. */
export function LoginForm() {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: validatePassword },
  });
  const login = useMutation({ mutationFn: logIn });
  const passwordReset = useMutation({ mutationFn: sendPasswordReset });
  const error = login.error ? readAuthError(login.error) : null;

  const onForgotPassword = () => {
    // Only the email matters here; a password error would be noise.
    if (form.validateField('email').hasError) return;
    passwordReset.mutate(form.getValues().email.trim());
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email, password }) =>
        login.mutate({ email: email.trim(), password }),
      )}
    >
      <Stack gap="md">
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot password?
          </Anchor>
        </Group>
        {passwordReset.isSuccess && (
          <Text size="sm" c="teal" role="status">
            We sent a password reset link to {passwordReset.variables}.
          </Text>
        )}
        {passwordReset.error && (
          <Text size="sm" c="red" role="alert">
            Could not send the reset email: {authErrorText(passwordReset.error)}
          </Text>
        )}
        <Button type="submit" fullWidth size="md" loading={login.isPending || login.isSuccess}>
          Login
        </Button>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Could not log in">
            {`Error: ${error.code}, ${error.message}`}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
