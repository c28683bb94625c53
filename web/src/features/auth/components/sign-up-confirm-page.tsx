import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authErrorText } from '../api/auth-error';
import { resendVerificationEmail } from '../api/resend-verification-email';
import { readSignUpConfirmState } from '../sign-up-confirm-state';
import { AuthCard } from './auth-card';

export function SignUpConfirmPage() {
  const signUp = readSignUpConfirmState(useLocation().state);
  const resend = useMutation({ mutationFn: resendVerificationEmail });
  const isSent = resend.isSuccess || (signUp?.isVerificationEmailSent ?? true);

  return (
    <AuthCard title="Check your inbox">
      <Stack gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconMailCheck size={30} stroke={1.6} />
        </ThemeIcon>
        {isSent ? (
          <Text>
            We sent a confirmation email
            {signUp ? (
              <>
                {' '}
                to <strong>{signUp.email}</strong>
              </>
            ) : null}
            . Click the link inside to verify your address.
          </Text>
        ) : (
          <Alert color="yellow" variant="light" title="The confirmation email did not go out">
            Your account is ready, but we could not send the email just now. Try sending it again.
          </Alert>
        )}
        {resend.error && (
          <Text size="sm" c="red" role="alert">
            Could not send the email: {authErrorText(resend.error)}
          </Text>
        )}
        <Button component={Link} to={paths.platform.root.getHref()} size="md">
          Go to platform
        </Button>
        <Button
          variant="subtle"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          disabled={resend.isSuccess}
        >
          {resend.isSuccess ? 'Email sent again' : 'Send the email again'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
