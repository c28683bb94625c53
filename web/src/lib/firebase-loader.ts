import type { Auth } from 'firebase/auth';
import { whenFirebaseImported } from './firebase-imported';

/**
 * Firebase Auth is loaded when something needs it (a page that shows the signed-in user, a
 * buyer pressing Buy), not with the app: a visitor of a public event page downloads none of it.
 */
type FirebaseAuthBundle = typeof import('./firebase-auth-bundle');

let bundle: FirebaseAuthBundle | undefined;
let loading: Promise<FirebaseAuthBundle> | undefined;
const listeners = new Set<(loaded: FirebaseAuthBundle) => void>();

export function loadFirebaseAuth(): Promise<FirebaseAuthBundle> {
  loading ??= import('./firebase-auth-bundle').then((loaded) => {
    bundle = loaded;
    for (const listener of listeners) listener(loaded);
    return loaded;
  });
  return loading;
}

/** The Auth instance if it is loaded already; undefined means nobody can be signed in yet. */
export function loadedAuth(): Auth | undefined {
  return bundle?.auth;
}

/** Calls `listener` once Firebase Auth is loaded (at once if it is), whoever loaded it. */
export function onFirebaseAuthLoaded(listener: (loaded: FirebaseAuthBundle) => void): () => void {
  if (bundle) {
    listener(bundle);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

whenFirebaseImported(() => void loadFirebaseAuth());
