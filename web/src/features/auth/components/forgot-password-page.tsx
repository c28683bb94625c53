import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { readUserFlowState, type UserFlowState } from '../user-flow-state';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { LocalEmailLinkSlot } from './local-email-link-slot';
import { StatusIcon } from './status-icon';

export function ForgotPasswordPage() {
  const { email: typedEmail } = readUserFlowState(useLocation().state);
  const [lastSentTo, setLastSentTo] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const backToLogin = (
    <Anchor component={Link} to={paths.userFlow.login.getHref()} size="sm">
      Back to login
    </Anchor>
  );

  if (isSent && lastSentTo) {
    const sentTo = lastSentTo;
    const loginState: UserFlowState = { email: sentTo };
    return (
      <AuthCard title="Check your inbox">
        <Stack gap="md">
          <StatusIcon kind="mail" />
          <Text role="status">
            We sent a password reset link to <strong>{sentTo}</strong>. Open it to choose a new
            password. No email? Check your spam folder, or send it again.
          </Text>
          <Button component={Link} to={paths.userFlow.login.getHref()} state={loginState} size="md">
            Back to login
          </Button>
          <Button variant="subtle" onClick={() => setIsSent(false)}>
            Send it again
          </Button>
          <LocalEmailLinkSlot email={sentTo} kind="reset-password" />
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account email and we will send you a link to choose a new one."
      footer={backToLogin}
    >
      <ForgotPasswordForm
        initialEmail={lastSentTo ?? typedEmail}
        onSent={(email) => {
          setLastSentTo(email);
          setIsSent(true);
        }}
      />
    </AuthCard>
  );
}
