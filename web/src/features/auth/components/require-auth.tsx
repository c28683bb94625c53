import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';
import { isRegisteredUser } from '../auth-context';
import { useAuth } from '../hooks/use-auth';
import { toReturnToState } from '../return-to';

/** Lets only signed-in, non-anonymous users through; others log in and come back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authState = useAuth();
  const location = useLocation();

  if (authState.status === 'loading') return <PageLoader />;
  if (!isRegisteredUser(authState)) {
    return (
      <Navigate to={paths.userFlow.login.getHref()} replace state={toReturnToState(location)} />
    );
  }
  return children;
}
