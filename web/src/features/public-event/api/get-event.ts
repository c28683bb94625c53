import type { PublicEvent } from '@contract/public';
import { apiClient, unchecked } from '@/lib/api-client';
import { useRemoteData } from '@/lib/use-remote-data';

const fetchPublicEvent = (id: string, signal?: AbortSignal) =>
  // Not the owner's view (features/events): the public one, the same for everybody.
  apiClient.request(`/api/events/${encodeURIComponent(id)}`, {
    schema: unchecked<PublicEvent>(),
    signal,
    anonymous: true,
  });

let prefetched: { id: string; load: Promise<PublicEvent> } | undefined;

/** The route's loader starts the read while the page's code downloads. */
export function prefetchPublicEvent(id: string): void {
  const load = fetchPublicEvent(id);
  // Its failure is shown by the page, which takes this promise over.
  load.catch(() => undefined);
  prefetched = { id, load };
}

function takePrefetched(id: string): Promise<PublicEvent> | undefined {
  if (prefetched?.id !== id) return undefined;
  const { load } = prefetched;
  prefetched = undefined;
  return load;
}

export function useEvent(id: string) {
  return useRemoteData(`event:${id}`, (signal) => fetchPublicEvent(id, signal), {
    started: takePrefetched(id),
  });
}
