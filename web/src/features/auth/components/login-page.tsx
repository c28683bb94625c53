import { Alert, Anchor } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isRegisteredUser } from '../auth-context';
import { useAuth } from '../hooks/use-auth';
import { readReturnTo } from '../return-to';
import { readUserFlowState } from '../user-flow-state';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

export function LoginPage() {
  const authState = useAuth();
  const location = useLocation();
  const { email, notice } = readUserFlowState(location.state);

  // Navigating only once the auth state has the user keeps the login guard from bouncing back.
  if (isRegisteredUser(authState)) {
    return <Navigate to={readReturnTo(location.state)} replace />;
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to manage your events and tickets."
      footer={
        <>
          New here?{' '}
          <Anchor component={Link} to={paths.userFlow.signUp.getHref()} size="sm">
            Create an account
          </Anchor>
        </>
      }
    >
      {notice === 'password-changed' && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} title="Password changed">
          Log in with your new password.
        </Alert>
      )}
      <LoginForm initialEmail={email} />
    </AuthCard>
  );
}
