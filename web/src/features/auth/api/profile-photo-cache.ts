/**
 * SPEC.md: the profile photo's URL is cached in local storage under its storage path
 * (`images/{uid}/profile`), so the avatar can show before the profile call answers.
 */
const cachePrefix = 'images/';

const cacheKey = (uid: string) => `${cachePrefix}${uid}/profile`;

export function readCachedPhotoUrl(uid: string): string | undefined {
  try {
    return localStorage.getItem(cacheKey(uid)) ?? undefined;
  } catch {
    // Storage can be disabled (private modes, policies); the cache is only a shortcut.
    return undefined;
  }
}

export function writeCachedPhotoUrl(uid: string, url: string | undefined): void {
  try {
    if (url) localStorage.setItem(cacheKey(uid), url);
    else localStorage.removeItem(cacheKey(uid));
  } catch {
    // See readCachedPhotoUrl: nothing to do without storage.
  }
}

/** Forgets every cached photo URL, so the next person on this device sees none of them. */
export function clearCachedPhotoUrls(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key?.startsWith(cachePrefix)) localStorage.removeItem(key);
    }
  } catch {
    // See readCachedPhotoUrl.
  }
}
