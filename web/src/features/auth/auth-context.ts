import { createContext } from 'react';
import type { User } from 'firebase/auth';

/**
 * `loading` until Firebase has restored (or not) the session from storage, so guards can wait
 * instead of treating "not known yet" as "signed out".
 */
export type AuthState =
  | { status: 'loading'; user: null; isAdmin: false }
  | { status: 'signed-out'; user: null; isAdmin: false }
  | { status: 'signed-in'; user: User; isAdmin: boolean };

export const loadingAuthState: AuthState = { status: 'loading', user: null, isAdmin: false };
export const signedOutAuthState: AuthState = { status: 'signed-out', user: null, isAdmin: false };

export const AuthContext = createContext<AuthState | null>(null);

/** Asks for Firebase Auth to be loaded (see AuthProvider); outside it, nothing to load. */
export const AuthRequestContext = createContext<() => void>(() => {});

/** A real account: signed in with a password, not the automatic anonymous session of buyers. */
export function isRegisteredUser(state: AuthState): state is AuthState & { status: 'signed-in' } {
  return state.status === 'signed-in' && !state.user.isAnonymous;
}
