import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { AuthErrorAlert } from './auth-error-alert';
import { readAuthError } from '../api/auth-error';
import { setNewPassword } from '../api/password-reset';
import { validateNewPassword } from '../credentials-validation';
import { ConfirmPasswordField, NewPasswordField } from './password-field';

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
        <NewPasswordField form={form} path="password" label="New password" />
        <ConfirmPasswordField form={form} path="confirmation" />
        <Button type="submit" fullWidth size="md" loading={reset.isPending || reset.isSuccess}>
          Set new password
        </Button>
        {error && <AuthErrorAlert title="Could not change the password" error={error} />}
      </Stack>
    </form>
  );
}
