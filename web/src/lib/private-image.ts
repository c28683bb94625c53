import { useEffect, useState } from 'react';
import { resolveApiUrl } from '@/lib/api-url';
import { auth } from '@/lib/firebase';

/**
 * Fetches an image that needs the signed-in user's token (the banner of an event that is not
 * public yet): an `<img src>` cannot send an Authorization header.
 */
export async function fetchPrivateImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = auth.currentUser ? await auth.currentUser.getIdToken() : null;
  const response = await fetch(resolveApiUrl(url), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new Error(`Could not load the image: ${response.status}`);
  return response.blob();
}

type Loaded = { url: string; objectUrl?: string; isError?: boolean };

/** An object URL for a private image, revoked when the URL changes or the component leaves. */
export function usePrivateImage(url: string | undefined) {
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchPrivateImage(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, objectUrl });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ url, isError: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  // State from an earlier URL is stale: derive instead of resetting it in the effect.
  const current = url && loaded?.url === url ? loaded : undefined;
  return {
    src: current?.objectUrl,
    isLoading: Boolean(url) && !current,
    isError: current?.isError === true,
  };
}
