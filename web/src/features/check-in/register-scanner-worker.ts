/**
 * The check-in page's service worker (web/public/check-in-sw.js), registered for this page's
 * own path only: it can never serve or cache any other page of the app. Once it runs, it is
 * sent the page and the files this visit loaded, so the next visit opens with no network.
 */
export async function registerScannerWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const page = `${location.origin}${location.pathname}`;
  try {
    const registration = await navigator.serviceWorker.register('/check-in-sw.js', {
      scope: location.pathname,
    });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    const send = () => {
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${location.origin}/assets/`));
      (registration.active ?? worker)?.postMessage({ type: 'keep', urls: [page, ...files] });
    };
    if (registration.active) send();
    else worker?.addEventListener('statechange', () => registration.active && send());
    // Files loaded later (the QR decoder, fonts) are kept on the next round.
    setTimeout(send, 10_000);
  } catch (error) {
    // The scanner works without it; only opening it with no network does not.
    console.warn('The check-in page could not be kept for offline use', error);
  }
}
