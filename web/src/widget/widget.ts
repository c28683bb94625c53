import type { EmbedCheckResponse } from '@contract/widget';
import {
  asWidgetMessage,
  widgetDomEventName,
  type WidgetMessageType,
} from '@contract/widget-messages';
import { openOverlay, overlayMessage, type Overlay } from './overlay';

/** What the loader's DOM events carry (`event.detail`). */
export type WidgetEventDetail = { eventId: string; orderReference?: string };

const eventIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const warn = (text: string) => console.warn(`Ticketing Paradise widget: ${text}`);

/**
 * The widget on an organiser's page (`<script src="{host}/widget.js" data-event="{id}">`):
 * a "Buy tickets" button right after the script tag. Pressing it asks the platform whether
 * this page's origin may frame the event, then opens the overlay with the embedded buy panel
 * (`/embed/event/{id}?ref={this page's host name}`), or with a clear message (and the event
 * page's link) where it may not. What the panel tells this page (`postMessage`, from the
 * platform's origin and that frame only) is dispatched on the button as DOM events that
 * bubble to the document and window: `ticketing-paradise:opened`, `:paid` (with the order's
 * reference) and `:closed`.
 */
export function startWidget(script: HTMLScriptElement): HTMLButtonElement | undefined {
  const doc = script.ownerDocument;
  const win = doc.defaultView;
  const eventId = script.dataset.event?.trim() ?? '';
  if (!win || !eventIdPattern.test(eventId)) {
    warn('the script tag needs data-event="{the event’s id}"');
    return undefined;
  }
  const host = new URL(script.src, doc.baseURI).origin;
  const eventPage = `${host}/event/${eventId}`;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'ticketing-paradise-button';
  button.textContent = 'Buy tickets';
  Object.assign(button.style, {
    padding: '12px 22px',
    border: '0',
    borderRadius: '8px',
    background: '#1864ab',
    color: '#ffffff',
    font: 'inherit',
    fontWeight: '700',
    cursor: 'pointer',
  });
  script.after(button);

  const tell = (type: WidgetMessageType, orderReference?: string) => {
    const detail: WidgetEventDetail = { eventId, ...(orderReference ? { orderReference } : {}) };
    button.dispatchEvent(new CustomEvent(widgetDomEventName(type), { bubbles: true, detail }));
  };

  let overlay: Overlay | undefined;
  let frame: HTMLIFrameElement | undefined;
  const onMessage = (event: MessageEvent) => {
    // Only the platform's own page, in this widget's own frame, speaks for this event.
    if (event.origin !== host || !frame || event.source !== frame.contentWindow) return;
    const message = asWidgetMessage(event.data);
    if (!message || message.eventId !== eventId) return;
    if (message.type === 'closed') overlay?.close();
    else tell(message.type, message.orderReference);
  };

  const open = async () => {
    const current = openOverlay({
      opener: button,
      title: 'Buy tickets',
      onClosed: () => {
        win.removeEventListener('message', onMessage);
        frame = undefined;
        tell('closed');
      },
    });
    overlay = current;
    current.show(overlayMessage(doc, 'Loading the tickets…'));
    const answer = await askWhetherFramed(host, eventId, win.location.origin);
    if (!current.isOpen()) return;
    if (answer === 'not_found') {
      warn(`no public event has the id ${eventId} (is it approved?)`);
      current.show(overlayMessage(doc, 'Tickets for this event are not on sale.'));
      return;
    }
    const onItsPage = { href: eventPage, label: `Buy them on ${new URL(host).host}` };
    if (answer === 'unreachable') {
      current.show(
        overlayMessage(doc, 'The ticket shop could not be reached just now.', onItsPage),
      );
      return;
    }
    current.setTitle(`Tickets: ${answer.eventName}`);
    if (!answer.allowed) {
      warn(
        `${win.location.origin} is not among the sites allowed to sell this event: its ` +
          'organisation adds it under Team → Details → Sites that sell your tickets.',
      );
      current.show(
        overlayMessage(
          doc,
          `Tickets for ${answer.eventName} are not sold on this site.`,
          onItsPage,
        ),
      );
      return;
    }
    frame = doc.createElement('iframe');
    frame.title = `Buy tickets for ${answer.eventName}`;
    frame.src = `${host}/embed/event/${eventId}?ref=${encodeURIComponent(win.location.hostname)}`;
    // The embedded page learns who framed it (and so where to send its messages) this way.
    frame.referrerPolicy = 'origin';
    frame.allow = 'payment';
    Object.assign(frame.style, { display: 'block', width: '100%', height: '100%', border: '0' });
    const loaded = frame;
    loaded.addEventListener('load', () => current.focus(loaded), { once: true });
    win.addEventListener('message', onMessage);
    current.show(loaded);
  };

  button.addEventListener('click', () => {
    if (!overlay?.isOpen()) void open();
  });
  return button;
}

/** The platform's answer for this page's origin, or why there is none. */
async function askWhetherFramed(
  host: string,
  eventId: string,
  origin: string,
): Promise<EmbedCheckResponse | 'not_found' | 'unreachable'> {
  try {
    const response = await fetch(
      `${host}/api/events/${eventId}/embed-check?origin=${encodeURIComponent(origin)}`,
      { credentials: 'omit' },
    );
    if (response.status === 404) return 'not_found';
    if (!response.ok) return 'unreachable';
    return (await response.json()) as EmbedCheckResponse;
  } catch {
    return 'unreachable';
  }
}
