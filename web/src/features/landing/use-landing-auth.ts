import { useContext, useEffect } from 'react';
import {
  AuthRequestContext,
  signedOutAuthState,
  type AuthState,
} from '@/features/auth/auth-context';
import { usePassiveAuth } from '@/features/auth/hooks/use-auth';
import { wasSignedIn } from '@/features/auth/signed-in-hint';

/**
 * The session as the landing page needs it. Somebody who was signed in in this browser (the
 * hint) may be about to go to the platform, so for them Firebase Auth loads at once and the
 * page waits for it; a first-time visitor sees the page at once, without downloading Firebase
 * Auth (the landing page's first load stays small), and counts as signed out unless something
 * else loads the session.
 */
export function useLandingAuth(): AuthState {
  const state = usePassiveAuth();
  const requestAuth = useContext(AuthRequestContext);
  const hinted = wasSignedIn();
  useEffect(() => {
    if (hinted) requestAuth();
  }, [hinted, requestAuth]);
  return !hinted && state.status === 'loading' ? signedOutAuthState : state;
}
