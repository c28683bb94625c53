import { useEffect, useState, type ReactNode } from 'react';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { AuthContext, loadingAuthState, signedOutAuthState, type AuthState } from '../auth-context';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(loadingAuthState);

  useEffect(() => {
    let latest = 0;
    // ID-token changes (not only sign-in/out) so a newly granted admin claim shows up on refresh.
    return onIdTokenChanged(auth, async (user) => {
      const call = ++latest;
      if (!user) {
        setState(signedOutAuthState);
        return;
      }
      const isAdmin = await readAdminClaim(user);
      // A later change may have finished first; never let an older answer overwrite it.
      if (call === latest) setState({ status: 'signed-in', user, isAdmin });
    });
  }, []);

  return <AuthContext value={state}>{children}</AuthContext>;
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
