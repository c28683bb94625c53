import {
  embedDataId,
  widgetMessageSource,
  type EmbedPageData,
  type WidgetMessage,
  type WidgetMessageType,
} from '@contract/widget-messages';
import { checkoutPaidEvent, type CheckoutPaidDetail } from '@/features/checkout/paid-signal';

/**
 * The origin of the page that framed this one, where it is one the organisation allows: the
 * widget asks for its frame with `referrerpolicy="origin"`, so the referrer is that origin;
 * `ancestorOrigins` (Chromium, Safari) answers where a referrer was withheld. Undefined when
 * neither names an allowed site: then nothing is told to anyone.
 */
export function hostOriginOf(
  referrer: string,
  ancestorOrigins: readonly string[],
  allowed: readonly string[],
): string | undefined {
  const fromReferrer = URL.canParse(referrer) ? new URL(referrer).origin : undefined;
  return [fromReferrer, ancestorOrigins[0]].find(
    (origin): origin is string => origin !== undefined && allowed.includes(origin),
  );
}

/** Where the bridge runs: its page, the window its events arrive on, and who framed it. */
export type BridgeSurroundings = {
  doc: Document;
  events: Pick<Window, 'addEventListener'>;
  /** The window that framed the page; undefined when it is not framed. */
  parent: Pick<Window, 'postMessage'> | undefined;
  ancestorOrigins: readonly string[];
};

/**
 * `/embed-bridge.js` (built on its own by web/widget-build.ts): on the embedded buy panel
 * (`/embed/event/{id}`, framed by the widget's overlay), tells the host page through
 * `postMessage`, to its origin only: `opened` once the panel works, `paid` with the order's
 * reference (checkout's paid-signal.ts), `closed` when the buyer presses Escape here (focus
 * inside a frame keeps the key from the host page), unless a dialog of the panel's own is
 * open, which Escape closes instead.
 */
export function startBridge({ doc, events, parent, ancestorOrigins }: BridgeSurroundings): void {
  const raw = doc.getElementById(embedDataId)?.textContent;
  if (!raw || !parent) return;
  const { eventId, allowedOrigins } = JSON.parse(raw) as EmbedPageData;
  const host = hostOriginOf(doc.referrer, ancestorOrigins, allowedOrigins);
  if (!host) return;
  const post = (type: WidgetMessageType, orderReference?: string) => {
    const message: WidgetMessage = {
      source: widgetMessageSource,
      type,
      eventId,
      ...(orderReference ? { orderReference } : {}),
    };
    parent.postMessage(message, host);
  };

  whenPanelWorks(doc, () => post('opened'));
  const told = new Set<string>();
  events.addEventListener(checkoutPaidEvent, (event) => {
    const { orderReference } = (event as CustomEvent<CheckoutPaidDetail>).detail;
    if (told.has(orderReference)) return;
    told.add(orderReference);
    post('paid', orderReference);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (doc.querySelector('[role="dialog"], [aria-modal="true"]')) return;
    post('closed');
  });
}

/**
 * Calls `then` once the buy panel works (event-page/main.tsx sets `data-buy-ready` on the
 * body), or at once where there is no panel (a cancelled event).
 */
function whenPanelWorks(doc: Document, then: () => void): void {
  const works = () => doc.body.dataset.buyReady === 'true' || !doc.getElementById('buy-panel');
  if (works()) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!works()) return;
    observer.disconnect();
    then();
  });
  observer.observe(doc.body, { attributes: true, attributeFilter: ['data-buy-ready'] });
}
