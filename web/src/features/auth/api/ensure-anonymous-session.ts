import { signInAnonymously } from 'firebase/auth';
import { auth } from '@/lib/firebase';

let pending: Promise<void> | null = null;

/**
 * Gives a visitor an anonymous session so buyers need no account. Concurrent callers (React's
 * strict-mode double effects, two components) share one sign-in instead of creating two users.
 */
export function ensureAnonymousSession(): Promise<void> {
  if (auth.currentUser) return Promise.resolve();
  pending ??= signInAnonymously(auth)
    .then(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}
