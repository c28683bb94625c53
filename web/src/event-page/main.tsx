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
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PublicEvent } from '@contract/public';
import { wasSignedIn } from '@/features/auth/signed-in-hint';
import { BuyPanel } from '@/features/public-event/components/buy-panel';
import { ThemeProvider } from '@/features/themes/components/theme-provider';

/**
 * Buy works: the signal bench:web and the journeys wait for. Then the checkout's dialogs
 * (payment, outcome, waiting list), whose Mantine components the first load has no CSS for,
 * get all of Mantine's, once the page is idle.
 */
function onBuyReady() {
  document.body.dataset.buyReady = 'true';
  const loadStyles = () => void import('@mantine/core/styles.css');
  if ('requestIdleCallback' in window) requestIdleCallback(loadStyles, { timeout: 3000 });
  else setTimeout(loadStyles, 1000);
}

// A registered user goes to their platform (the link the server gave), as the app's header
// offers; only a hint, so no Firebase is loaded for it.
const accountLink = document.getElementById('account-link');
const platformHref = accountLink?.dataset.platformHref;
if (accountLink instanceof HTMLAnchorElement && platformHref && wasSignedIn()) {
  accountLink.href = platformHref;
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
        <BuyPanel event={event} onReady={onBuyReady} />
      </ThemeProvider>
    </StrictMode>,
  );
}
