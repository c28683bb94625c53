import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconCircleCheck } from '@tabler/icons-react';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import { PasswordField } from '@/features/auth/components/password-field';
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
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label="New password"
          description="At least 6 characters"
          autoComplete="new-password"
          withAsterisk
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Group gap="md">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
          {change.isSuccess && (
            <Group gap={6} c="teal" role="status">
              <IconCircleCheck size={18} aria-hidden />
              <Text fw={600}>Password changed</Text>
            </Group>
          )}
        </Group>
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
