import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { SubmitRow } from '@/components/submit-row';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import {
  ConfirmPasswordField,
  CurrentPasswordField,
  NewPasswordField,
} from '@/features/auth/components/password-field';
import { readAuthError } from '@/features/auth/api/auth-error';
import { changePassword } from '../api/change-password';
import {
  changePasswordErrorTitles,
  validateChangePassword,
  wrongPasswordCodes,
  type ChangePasswordValues,
} from '../change-password-values';

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateChangePassword,
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => form.reset(),
    onError: (failure) => {
      if (wrongPasswordCodes.has(readAuthError(failure).code)) {
        form.setFieldError('currentPassword', 'The current password is not right');
      }
    },
  });
  const error = change.error ? readAuthError(change.error) : null;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }),
      )}
    >
      <Stack gap="md" maw={420}>
        <CurrentPasswordField form={form} path="currentPassword" label="Current password" />
        <NewPasswordField form={form} path="newPassword" label="New password" />
        <ConfirmPasswordField form={form} path="confirmPassword" />
        <SubmitRow
          label="Change password"
          isSaving={change.isPending}
          savedText={change.isSuccess ? 'Password changed' : undefined}
        />
        {error && (
          <AuthErrorAlert
            title={changePasswordErrorTitles[error.code] ?? 'Could not change the password'}
            error={error}
          />
        )}
      </Stack>
    </form>
  );
}
