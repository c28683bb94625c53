import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { authErrorText } from '../api/auth-error';
import { resendVerificationEmail } from '../api/resend-verification-email';
import { useEmailVerifiedPolling } from '../hooks/use-email-verified-polling';
import { useRegisteredUser } from '../hooks/use-registered-user';
import { readSignUpConfirmState } from '../sign-up-confirm-state';
import { AuthCard } from './auth-card';
import { LocalEmailLinkSlot } from './local-email-link-slot';
import { StatusIcon } from './status-icon';

export function SignUpConfirmPage() {
  const registered = useRegisteredUser();
  const signUpState = readSignUpConfirmState(useLocation().state);

  if (registered.status === 'loading') return <PageLoader />;
  // SPEC.md: with nobody signed in there is nothing to wait for; logging in comes first.
  if (registered.status === 'signed-out') {
    return <Navigate to={paths.userFlow.login.getHref()} replace />;
  }
  return (
    <ConfirmCard
      user={registered.user}
      isInitialEmailSent={signUpState?.isVerificationEmailSent ?? true}
    />
  );
}

function ConfirmCard({ user, isInitialEmailSent }: { user: User; isInitialEmailSent: boolean }) {
  const navigate = useNavigate();
  const isVerified = useEmailVerifiedPolling(user);
  const resend = useMutation({ mutationFn: () => resendVerificationEmail(user) });
  const isSent = resend.isSuccess || isInitialEmailSent;
  const email = user.email ?? '';

  return (
    <AuthCard title={isVerified ? 'You are verified!' : 'Check your inbox'}>
      <Stack gap="md">
        <StatusIcon kind={isVerified ? 'success' : 'mail'} />
        {isVerified ? (
          <Text>
            Thanks for confirming <strong>{email}</strong>. Your platform is ready.
          </Text>
        ) : isSent ? (
          <Text>
            We sent a confirmation email to <strong>{email}</strong>. Click the link inside to
            verify your address; this page notices by itself.
          </Text>
        ) : (
          <Alert color="yellow" variant="light" title="The confirmation email did not go out">
            Your account is ready, but we could not send the email just now. Try sending it again.
          </Alert>
        )}
        <Button
          size="md"
          disabled={!isVerified}
          onClick={() => navigate(`${paths.platform.root.getHref()}/`)}
        >
          Go to platform
        </Button>
        {!isVerified && (
          <>
            <Text size="sm" c="dimmed" ta="center" role="status">
              Waiting for you to click the link…
            </Text>
            <Button
              variant="subtle"
              onClick={() => resend.mutate()}
              loading={resend.isPending}
              disabled={resend.isSuccess}
            >
              {resend.isSuccess ? 'Email sent again' : 'Resend the email'}
            </Button>
            {resend.error && (
              <Text size="sm" c="red" role="alert">
                Could not send the email: {authErrorText(resend.error)}
              </Text>
            )}
            {email && <LocalEmailLinkSlot email={email} kind="verify-email" isNewTab />}
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
