import { loadFirebaseAuth } from '@/lib/firebase-loader';

let pending: Promise<void> | null = null;

/**
 * Gives a visitor an anonymous session so buyers need no account; Firebase Auth loads only
 * now. Concurrent callers (React's strict-mode double effects, two components) share one
 * sign-in instead of creating two users.
 */
export function ensureAnonymousSession(): Promise<void> {
  pending ??= loadFirebaseAuth()
    .then(async ({ auth, signInAnonymously }) => {
      if (!auth.currentUser) await signInAnonymously(auth);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
