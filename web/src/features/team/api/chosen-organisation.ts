import { useSyncExternalStore } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';

/*
 * The organisation a person works in, chosen in the shell's switcher: kept per person in this
 * browser, so that it is known before any request (the lists ask for it at once), and shared
 * by every component through one small store. Unchosen, the server's default answers (the
 * person's own organisation, else the first they joined), as the same choice here does.
 */
const storageKey = (uid: string) => `organisation:${uid}`;
const listeners = new Set<() => void>();
/** Where a choice is kept when the browser keeps nothing (storage off in private modes). */
const memory = new Map<string, string | undefined>();

function readChoice(uid: string): string | undefined {
  try {
    return localStorage.getItem(storageKey(uid)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Works in `orgId` from now on (undefined: the default again), everywhere at once. */
export function chooseOrganisation(uid: string, orgId: string | undefined): void {
  try {
    if (orgId) localStorage.setItem(storageKey(uid), orgId);
    else localStorage.removeItem(storageKey(uid));
  } catch {
    // The choice then lasts as long as the page.
    memory.set(uid, orgId);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The id of the organisation chosen, if the person chose one: what lists ask for. */
export function useChosenOrganisationId(): string | undefined {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : '';
  return useSyncExternalStore(
    subscribe,
    () => (uid ? (readChoice(uid) ?? memory.get(uid)) : undefined),
    () => undefined,
  );
}
