import { useContext, useEffect } from 'react';
import { AuthContext, AuthRequestContext, type AuthState } from '../auth-context';

/**
 * What the page needs to know of the session, without asking for it: Firebase Auth is not
 * loaded for this (the public event page's header), so the state stays `loading` until
 * something else loads it.
 */
export function usePassiveAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** The session; loads Firebase Auth if nothing has yet. */
export function useAuth(): AuthState {
  const state = usePassiveAuth();
  const requestAuth = useContext(AuthRequestContext);
  useEffect(() => requestAuth(), [requestAuth]);
  return state;
}
