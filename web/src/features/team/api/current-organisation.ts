import { useSyncExternalStore } from 'react';
import type { MyOrganisationsResponse } from '@contract/organisations';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useMyOrganisations } from './team-api';

export type MyOrganisation = MyOrganisationsResponse['organisations'][number];

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

/** The default when nothing is chosen: the person's own organisation, else the first. */
function defaultOf(list: readonly MyOrganisation[], uid: string): MyOrganisation | undefined {
  return list.find((organisation) => organisation.id === `personal-${uid}`) ?? list[0];
}

/**
 * The person's organisations, the one they work in (with their role there) and a way to
 * switch. A choice of an organisation they no longer belong to falls back to the default.
 */
export function useCurrentOrganisation() {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : '';
  const query = useMyOrganisations();
  const chosenId = useChosenOrganisationId();
  const organisations = query.data?.organisations ?? [];
  const current =
    organisations.find((organisation) => organisation.id === chosenId) ??
    defaultOf(organisations, uid);
  return {
    query,
    organisations,
    current,
    choose: (orgId: string) => chooseOrganisation(uid, orgId),
  };
}
