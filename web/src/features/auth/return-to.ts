import type { Location } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Router state the login guard leaves, so login can send the user back where they were. */
export type ReturnToState = { returnTo: string };

export function toReturnToState(location: Location): ReturnToState {
  return { returnTo: `${location.pathname}${location.search}${location.hash}` };
}

/** Where to go after logging in: the guarded page, if that is what sent them, else /platform. */
export function readReturnTo(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'returnTo' in state) {
    const { returnTo } = state;
    // Only paths inside this app: never an absolute URL someone crafted into the state.
    if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')) {
      return returnTo;
    }
  }
  return paths.platform.root.getHref();
}
