import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> = (
  | { isPending: true; isError: false; data: undefined; error: undefined }
  | { isPending: false; isError: true; data: undefined; error: unknown }
  | { isPending: false; isError: false; data: T; error: undefined }
) & { refetch: () => Promise<void> };

export type RemoteDataOptions<T> = {
  /** A load already under way (a route loader's), taken instead of starting one. */
  started?: Promise<T>;
  /** Asks again every so many milliseconds while the page is visible. */
  refetchInterval?: number;
  /** Asks again when the buyer comes back to the tab. */
  refetchOnFocus?: boolean;
};

/**
 * One public read, for the public event page. The platform's pages use TanStack Query; this
 * page keeps it out of its download (about 11 KB gzipped) since it only ever needs "load,
 * show, ask again now and then". A failed refresh keeps what was shown.
 */
export function useRemoteData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { started, refetchInterval, refetchOnFocus = false }: RemoteDataOptions<T> = {},
): RemoteData<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>({ key });
  const loadRef = useRef(load);
  loadRef.current = load;
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback(
    async (first?: Promise<T>) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const data = await (first ?? loadRef.current(controller.signal));
        if (!controller.signal.aborted) setState({ key, data });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((previous) =>
          previous.key === key && previous.data !== undefined ? previous : { key, error },
        );
      }
    },
    [key],
  );

  // `started` belongs to the first load of this key only.
  const startedRef = useRef(started);
  useEffect(() => {
    const first = startedRef.current;
    startedRef.current = undefined;
    void run(first);
    return () => inFlight.current?.abort();
  }, [run]);

  useEffect(() => {
    if (!refetchInterval) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void run();
    }, refetchInterval);
    return () => clearInterval(timer);
  }, [run, refetchInterval]);

  useEffect(() => {
    if (!refetchOnFocus) return;
    const onFocus = () => void run();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [run, refetchOnFocus]);

  const refetch = useCallback(() => run(), [run]);
  const current = state.key === key ? state : { key };
  if (current.data !== undefined) {
    return { isPending: false, isError: false, data: current.data, error: undefined, refetch };
  }
  if ('error' in current) {
    return { isPending: false, isError: true, data: undefined, error: current.error, refetch };
  }
  return { isPending: true, isError: false, data: undefined, error: undefined, refetch };
}
