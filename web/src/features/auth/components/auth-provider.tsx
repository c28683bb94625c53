import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { loadFirebaseAuth, onFirebaseAuthLoaded } from '@/lib/firebase-loader';
import {
  AuthContext,
  AuthRequestContext,
  loadingAuthState,
  signedOutAuthState,
  type AuthState,
} from '../auth-context';
import { rememberSignedIn, wasSignedIn } from '../signed-in-hint';

/**
 * The session, once something asks for it (`useAuth`) or loads Firebase Auth (a buyer's
 * anonymous session): until then a page that only glances at it (`usePassiveAuth`) costs no
 * download. Somebody who was signed in here before gets it loaded when the browser is idle,
 * so the public event page can still greet them.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(loadingAuthState);
  const [requested, setRequested] = useState(false);
  const requestAuth = useCallback(() => setRequested(true), []);

  useEffect(() => onFirebaseAuthLoaded(() => setRequested(true)), []);

  useEffect(() => {
    if (requested || !wasSignedIn()) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => setRequested(true));
  }, [requested]);

  useEffect(() => {
    if (!requested) return;
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    void loadFirebaseAuth().then(({ auth, onIdTokenChanged }) => {
      if (stopped) return;
      let latest = 0;
      // ID-token changes (not only sign-in/out) so a newly granted admin claim shows up on refresh.
      unsubscribe = onIdTokenChanged(auth, async (user) => {
        const call = ++latest;
        rememberSignedIn(user !== null && !user.isAnonymous);
        if (!user) {
          setState(signedOutAuthState);
          return;
        }
        const isAdmin = await readAdminClaim(user);
        // A later change may have finished first; never let an older answer overwrite it.
        if (call === latest) setState({ status: 'signed-in', user, isAdmin });
      });
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [requested]);

  return (
    <AuthRequestContext value={requestAuth}>
      <AuthContext value={state}>{children}</AuthContext>
    </AuthRequestContext>
  );
}

async function readAdminClaim(user: User): Promise<boolean> {
  try {
    const { claims } = await user.getIdTokenResult();
    return claims.admin === true;
  } catch {
    // Offline token refresh fails; the user is still signed in, just not known to be an admin.
    return false;
  }
}
