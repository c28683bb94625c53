import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { SignUpConfirmState } from '../sign-up-confirm-state';
import { AuthCard } from './auth-card';
import { SignUpForm } from './sign-up-form';

export function SignUpPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Start selling tickets to your event in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.userFlow.login.getHref()} size="sm">
            Log in
          </Anchor>
        </>
      }
    >
      <SignUpForm
        onSuccess={({ email, isVerificationEmailSent }) => {
          const state: SignUpConfirmState = { email, isVerificationEmailSent };
          navigate(paths.userFlow.signUpConfirm.getHref(), { state });
        }}
      />
    </AuthCard>
  );
}
