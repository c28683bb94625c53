/**
 * The public event page's own entry (web/event.html), apart from the app's (main.tsx): the
 * server sends the whole page (functions/src/http/event-page-markup.ts) with the event as
 * JSON, and this mounts one island, the buy panel, from that JSON: no router, no query
 * cache, no second request for the event, no Firebase until Buy is pressed.
 *
 * Islands rather than hydration: the server renders with a small template, not React, so the
 * functions need no web build, and the browser downloads React and the checkout only, not
 * the code of what it already shows (measured by `npm run bench:web`).
 */
import '@/config/zod-without-eval';
import './event-page.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { PublicEvent } from '@contract/public';
import { paths } from '@/config/paths';
import { wasSignedIn } from '@/features/auth/signed-in-hint';
import { BuyPanel } from '@/features/public-event/components/buy-panel';
import { ThemeProvider } from '@/features/themes/components/theme-provider';

/** The buy panel, and the signal (read by bench:web and the journeys) that Buy now works. */
function BuyIsland({ event }: { event: PublicEvent }) {
  useEffect(() => {
    document.body.dataset.buyReady = 'true';
    // The checkout's dialogs (payment, outcome, waiting list) use Mantine components the
    // first load has no CSS for: all of Mantine's, once the page is idle.
    const loadStyles = () => void import('@mantine/core/styles.css');
    if ('requestIdleCallback' in window) requestIdleCallback(loadStyles, { timeout: 3000 });
    else setTimeout(loadStyles, 1000);
  }, []);
  return <BuyPanel event={event} />;
}

// A registered user goes to their platform, as the app's header offers; only a hint, so no
// Firebase is loaded for it.
const accountLink = document.getElementById('account-link');
if (accountLink instanceof HTMLAnchorElement && wasSignedIn()) {
  accountLink.href = paths.platform.root.getHref();
  accountLink.textContent = 'My platform';
}

const data = document.getElementById('event-data')?.textContent;
const panel = document.getElementById('buy-panel');
if (data && panel) {
  // The server's own view of the event (contract/public.ts), taken as it is typed, as
  // lib/api-client.ts `unchecked` takes the API's answers: no zod in the first download.
  const event = JSON.parse(data) as PublicEvent;
  createRoot(panel).render(
    <StrictMode>
      <ThemeProvider>
        <BuyIsland event={event} />
      </ThemeProvider>
    </StrictMode>,
  );
}
