import type { User } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { isRegisteredUser } from '../auth-context';
import { useAuth } from './use-auth';

export type RegisteredUserState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

/**
 * The registered (non-anonymous) user, from the auth state or, while that has not caught up
 * yet, from the SDK itself: right after sign-up Firebase already holds the new user a moment
 * before the auth state announces it, and the confirm page must not call that "signed out".
 */
export function useRegisteredUser(): RegisteredUserState {
  const authState = useAuth();
  if (isRegisteredUser(authState)) return { status: 'signed-in', user: authState.user };
  const current = auth.currentUser;
  if (current && !current.isAnonymous) return { status: 'signed-in', user: current };
  if (authState.status === 'loading') return { status: 'loading', user: null };
  return { status: 'signed-out', user: null };
}
