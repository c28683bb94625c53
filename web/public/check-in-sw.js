/*
 * The check-in scanner's service worker, so that a door device opens its page with no
 * network after one visit. It is registered with the scanner page's own path as its scope
 * (web/src/features/check-in/register-scanner-worker.ts), so no other page of the app is
 * ever served by it. It keeps the page and the app's hashed files (which never change) and
 * leaves the API alone: the scanner keeps its data in IndexedDB itself. Every deploy brings
 * new hashed files, so a file no scanner page has asked to keep for `keepForMs` is deleted.
 */
const cacheName = 'check-in-v1';
/** Not the worker's files: when each kept file was last asked for, by any scanner page. */
const lastKeptKey = '/check-in-sw/last-kept.json';
const keepForMs = 30 * 24 * 60 * 60 * 1000;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The page asks to keep the files its visit loaded. */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  event.waitUntil(keep(event.data.urls.filter((url) => typeof url === 'string')));
});

async function keep(urls) {
  const cache = await caches.open(cacheName);
  // Tidying up never stands in the way of keeping the page for tonight's doors.
  await forgetUnused(cache, urls).catch(() => {});
  await Promise.all(
    urls.map(async (url) => {
      if (!url.startsWith(self.location.origin) || (await cache.match(url))) return;
      try {
        const response = await fetch(url);
        if (response.ok) await cache.put(url, response);
      } catch {
        // Offline now: the next visit online keeps it.
      }
    }),
  );
}

/**
 * Notes that `urls` are in use now and deletes the files no page asked for in `keepForMs`.
 * Every scanner page (one worker per event's path) shares the cache and this record; a page
 * of an older deploy keeps its files as long as it is visited.
 */
async function forgetUnused(cache, urls) {
  const kept = await cache.match(lastKeptKey);
  const lastKept = kept ? await kept.json() : {};
  const now = Date.now();
  for (const url of urls) lastKept[url] = now;
  for (const request of await cache.keys()) {
    if (request.url.endsWith(lastKeptKey)) continue;
    // Files kept before this record existed count from now.
    lastKept[request.url] ??= now;
    if (now - lastKept[request.url] > keepForMs) {
      await cache.delete(request);
      delete lastKept[request.url];
    }
  }
  for (const [url, at] of Object.entries(lastKept)) {
    if (now - at > keepForMs) delete lastKept[url];
  }
  await cache.put(lastKeptKey, new Response(JSON.stringify(lastKept)));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(pageFirstFromNetwork(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(assetFromCache(request));
});

/** The page from the network while there is one (a deploy shows at once), else the kept copy. */
async function pageFirstFromNetwork(request) {
  const cache = await caches.open(cacheName);
  const pageUrl = request.url.split('#')[0].split('?')[0];
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(pageUrl, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(pageUrl);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed files never change: the kept copy, else the network (and keep it). */
async function assetFromCache(request) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
