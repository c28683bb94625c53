import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { AuthErrorAlert } from './auth-error-alert';
import { readAuthError } from '../api/auth-error';
import { setNewPassword } from '../api/password-reset';
import { validateNewPassword } from '../credentials-validation';
import { PasswordField } from './password-field';

type ResetPasswordFormProps = {
  oobCode: string;
  onDone: () => void;
};

export function ResetPasswordForm({ oobCode, onDone }: ResetPasswordFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: validateNewPassword,
      confirmation: (value, values) => {
        if (!value) return 'Confirm your new password';
        return value === values.password ? null : 'Passwords do not match';
      },
    },
  });
  const reset = useMutation({ mutationFn: setNewPassword, onSuccess: onDone });
  const error = reset.error ? readAuthError(reset.error) : null;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password }) => reset.mutate({ oobCode, password }))}
    >
      <Stack gap="md">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          description="At least 6 characters"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          key={form.key('confirmation')}
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending || reset.isSuccess}>
          Set new password
        </Button>
        {error && <AuthErrorAlert title="Could not change the password" error={error} />}
      </Stack>
    </form>
  );
}
