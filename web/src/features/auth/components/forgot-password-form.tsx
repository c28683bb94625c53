import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { AuthErrorAlert } from './auth-error-alert';
import { readAuthError } from '../api/auth-error';
import { sendPasswordReset } from '../api/password-reset';
import { validateEmail } from '../credentials-validation';
import { EmailField } from './email-field';

type ForgotPasswordFormProps = {
  initialEmail?: string;
  onSent: (email: string) => void;
};

/** Asks Firebase Auth to email a password reset link. */
export function ForgotPasswordForm({ initialEmail = '', onSent }: ForgotPasswordFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: { email: validateEmail },
  });
  const reset = useMutation({
    mutationFn: sendPasswordReset,
    onSuccess: (_, email) => onSent(email),
  });
  const error = reset.error ? readAuthError(reset.error) : null;

  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => reset.mutate(email.trim()))}>
      <Stack gap="md">
        <EmailField form={form} path="email" />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          Send reset link
        </Button>
        {error && <AuthErrorAlert title="Could not send the email" error={error} />}
      </Stack>
    </form>
  );
}
