import { createContext, useContext } from 'react';

/**
 * The query of the link the buyer came by (`?code=`, `?access=`). The app's event page
 * passes its router's; the server-rendered event page has no router (it would double the
 * checkout's first download), so without a provider it is the address bar's.
 */
export const LinkQueryContext = createContext<string | undefined>(undefined);

/** One parameter of the link's query, trimmed; '' when it has none. */
export function useLinkQueryParam(param: string): string {
  const search = useContext(LinkQueryContext) ?? window.location.search;
  return new URLSearchParams(search).get(param)?.trim() ?? '';
}
