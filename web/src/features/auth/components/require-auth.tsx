import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';
import { auth } from '@/lib/firebase';
import { isRegisteredUser } from '../auth-context';
import { useAuth } from '../hooks/use-auth';
import { toReturnToState } from '../return-to';

/**
 * How long the guard waits before its one retry. The auth state trails the SDK by a moment
 * after a sign-in (it reads the token's claims first); one short wait spares a user who just
 * logged in a bounce to the login page.
 */
export const authRetryDelayMs = 400;

/**
 * Lets only signed-in, non-anonymous users with a verified email through. Others log in and
 * come back here; a registered user whose email is not verified yet goes to the confirm page,
 * which waits for the link to be opened and then leads to the platform.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authState = useAuth();
  const location = useLocation();
  const isRegistered = isRegisteredUser(authState);
  const isAllowed = isRegistered && authState.user.emailVerified;
  const isRefused = authState.status !== 'loading' && !isRegistered;
  const [hasRetried, setHasRetried] = useState(false);

  useEffect(() => {
    if (!isRefused) return;
    const timer = setTimeout(() => setHasRetried(true), authRetryDelayMs);
    return () => {
      clearTimeout(timer);
      // A later refusal (after a sign-out, say) deserves its own retry.
      setHasRetried(false);
    };
  }, [isRefused]);

  if (isAllowed) return children;
  if (isRegistered) return <Navigate to={paths.userFlow.signUpConfirm.getHref()} replace />;
  if (authState.status === 'loading' || !hasRetried) return <PageLoader />;
  // The retry: if the SDK already holds a registered user, the auth state is about to say so.
  const current = auth.currentUser;
  if (current && !current.isAnonymous) return <PageLoader />;
  return <Navigate to={paths.userFlow.login.getHref()} replace state={toReturnToState(location)} />;
}
