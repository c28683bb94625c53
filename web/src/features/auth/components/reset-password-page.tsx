import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { actionCodeErrorReason } from '../api/action-code-error';
import { checkPasswordResetCode } from '../api/password-reset';
import type { UserFlowState } from '../user-flow-state';
import { AuthCard } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';
import { StatusIcon } from './status-icon';

/** `/user-flow/reset-password?oobCode=`: where the password reset email's link leads. */
export function ResetPasswordPage() {
  const oobCode = useSearchParams()[0].get('oobCode');
  if (!oobCode) {
    return (
      <LinkProblem title="No reset code in URL.">
        Open the link from your password reset email again, or ask for a new one.
      </LinkProblem>
    );
  }
  return <ResetWithCode oobCode={oobCode} />;
}

function ResetWithCode({ oobCode }: { oobCode: string }) {
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ['auth', 'password-reset-code', oobCode],
    queryFn: () => checkPasswordResetCode(oobCode),
    retry: false,
    staleTime: Infinity,
  });

  if (check.isPending) return <PageLoader />;
  if (check.isError) {
    return (
      <LinkProblem title="This reset link does not work">
        Invalid or expired code: {actionCodeErrorReason(check.error)}
      </LinkProblem>
    );
  }

  const email = check.data;
  const onDone = () => {
    const state: UserFlowState = { email, notice: 'password-changed' };
    navigate(paths.userFlow.login.getHref(), { replace: true, state });
  };
  return (
    <AuthCard
      title="Choose a new password"
      subtitle={
        <>
          For <strong>{email}</strong>
        </>
      }
    >
      <ResetPasswordForm oobCode={oobCode} onDone={onDone} />
    </AuthCard>
  );
}

function LinkProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthCard title={title}>
      <Stack gap="md">
        <StatusIcon kind="error" />
        <Text role="alert">{children}</Text>
        <Button component={Link} to={paths.userFlow.forgotPassword.getHref()} size="md">
          Send a new reset link
        </Button>
        <Button component={Link} to={paths.userFlow.login.getHref()} variant="subtle">
          Back to login
        </Button>
      </Stack>
    </AuthCard>
  );
}
