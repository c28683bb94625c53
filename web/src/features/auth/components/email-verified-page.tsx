import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { actionCodeErrorReason } from '../api/action-code-error';
import { verifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';
import { StatusIcon } from './status-icon';

/**
 * `/user-flow/email-verified?oobCode=`: where the verification email's link leads. Firebase's
 * custom action URL is one address for every kind of email, so a password reset code that
 * arrives here is passed on to the reset page.
 */
export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');

  if (oobCode && params.get('mode') === 'resetPassword') {
    return <Navigate to={paths.userFlow.resetPassword.getHref(oobCode)} replace />;
  }
  if (!oobCode) {
    return (
      <Outcome kind="error" title="Link incomplete">
        No verification code in URL.
      </Outcome>
    );
  }
  return <Verification oobCode={oobCode} />;
}

function Verification({ oobCode }: { oobCode: string }) {
  // A query, not an effect: it runs once per code even when React mounts the page twice,
  // and a code can only be applied once.
  const verification = useQuery({
    queryKey: ['auth', 'verify-email', oobCode],
    queryFn: () => verifyEmail(oobCode),
    retry: false,
    staleTime: Infinity,
  });

  if (verification.isPending) {
    return (
      <AuthCard title="Verifying your email…">
        <Center py="md" role="status" aria-label="Verifying">
          <Loader type="dots" size="lg" />
        </Center>
      </AuthCard>
    );
  }
  if (verification.isError) {
    return (
      <Outcome kind="error" title="We could not verify your email">
        Invalid or expired code: {actionCodeErrorReason(verification.error)}
      </Outcome>
    );
  }
  return (
    <Outcome kind="success" title="Email Verified!">
      Your email has been successfully verified. Continue to our platform by clicking the button
      below:
    </Outcome>
  );
}

function Outcome({
  kind,
  title,
  children,
}: {
  kind: 'success' | 'error';
  title: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      <Stack gap="md">
        <StatusIcon kind={kind} />
        <Text role={kind === 'error' ? 'alert' : undefined}>{children}</Text>
        <Button component={Link} to={`${paths.platform.root.getHref()}/`} size="md">
          Go to platform
        </Button>
        {kind === 'error' && (
          <Button component={Link} to={paths.userFlow.signUpConfirm.getHref()} variant="subtle">
            Get a new verification email
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
