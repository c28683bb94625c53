import { Alert, Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { readAuthError } from '../api/auth-error';
import { myProfileQueryKey } from '../api/my-profile';
import { signUp, type SignUpResult } from '../api/sign-up';
import { validateNewPassword } from '../credentials-validation';
import { useCredentialsForm } from '../hooks/use-credentials-form';
import { EmailField } from './email-field';
import { NewPasswordField } from './password-field';

type SignUpFormProps = {
  onSuccess: (result: SignUpResult & { email: string }) => void;
};

const titleByCode: Record<string, string> = {
  'auth/email-already-in-use': 'This email already has an account',
  'auth/invalid-email': 'This email does not look right',
  'auth/weak-password': 'Choose a stronger password',
  'auth/network-request-failed': 'We could not reach the sign-up service',
  'auth/too-many-requests': 'Too many attempts, wait a moment',
};

export function SignUpForm({ onSuccess }: SignUpFormProps) {
  const form = useCredentialsForm({ validatePassword: validateNewPassword });
  const queryClient = useQueryClient();
  const registration = useMutation({
    mutationFn: signUp,
    onSuccess: (result, { email }) => {
      // The welcome page and the avatar need this profile next; no need to ask twice.
      if (result.profile) {
        queryClient.setQueryData(myProfileQueryKey(result.profile.uid), result.profile);
      }
      onSuccess({ ...result, email });
    },
  });
  const error = registration.error ? readAuthError(registration.error) : null;

  return (
    <form noValidate onSubmit={form.onSubmit((credentials) => registration.mutate(credentials))}>
      <Stack gap="md">
        <EmailField form={form} path="email" />
        <NewPasswordField form={form} path="password" label="Password" />
        <Button type="submit" fullWidth size="md" loading={registration.isPending}>
          Continue
        </Button>
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle />}
            title={titleByCode[error.code] ?? 'Could not sign up'}
          >
            {/* SPEC.md: the auth error code as text; with what it means and what to do. */}
            {error.code === 'unknown' ? error.message : `${error.message} (${error.code})`}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
