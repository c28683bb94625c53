import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ensureAnonymousSession } from '../api/ensure-anonymous-session';
import { useAuth } from './use-auth';

/**
 * Makes sure a visitor has a session, signing them in anonymously if they have none, so buyers
 * never need an account. `isReady` once someone (anonymous or not) is signed in.
 */
export function useVisitorSession() {
  const authState = useAuth();
  const { mutate, error, isPending } = useMutation({ mutationFn: ensureAnonymousSession });
  const isSignedOut = authState.status === 'signed-out';

  useEffect(() => {
    if (isSignedOut) mutate();
  }, [isSignedOut, mutate]);

  return {
    isReady: authState.status === 'signed-in',
    isRegistered: authState.status === 'signed-in' && !authState.user.isAnonymous,
    error: isPending ? null : error,
    retry: () => mutate(),
  };
}
