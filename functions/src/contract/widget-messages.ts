/*
 * What the embedded buy panel (`/embed/event/{id}`) tells the page that framed it, through
 * `postMessage`, and what the widget's loader (`/widget.js`) then dispatches on that page.
 * No zod here: the loader runs on organisers' own sites and is held to 8 KB.
 */

/** Every message says it is ours, so a host page can tell it from other frames' messages. */
export const widgetMessageSource = 'ticketing-paradise';

/**
 * `opened`: the buy panel is ready in the overlay. `paid`: an order was paid (with its
 * reference). `closed`: the overlay closed (from the embedded page: the buyer pressed Escape in
 * it, and the loader closes the overlay).
 */
export const widgetMessageTypes = ['opened', 'paid', 'closed'] as const;
export type WidgetMessageType = (typeof widgetMessageTypes)[number];

export type WidgetMessage = {
  source: typeof widgetMessageSource;
  type: WidgetMessageType;
  eventId: string;
  /** With `paid`: the order's reference, as the buyer's confirmation shows it. */
  orderReference?: string;
};

/** The DOM event the loader dispatches for each: `ticketing-paradise:paid`, say. */
export const widgetDomEventName = (type: WidgetMessageType) => `${widgetMessageSource}:${type}`;

/** A message from an embedded page, or undefined for anything else a window may receive. */
export function asWidgetMessage(data: unknown): WidgetMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { source, type, eventId, orderReference } = data as Record<string, unknown>;
  if (source !== widgetMessageSource || typeof eventId !== 'string') return undefined;
  if (!widgetMessageTypes.some((known) => known === type)) return undefined;
  if (orderReference !== undefined && typeof orderReference !== 'string') return undefined;
  return {
    source,
    type: type as WidgetMessageType,
    eventId,
    ...(orderReference === undefined ? {} : { orderReference }),
  };
}

/** The id of the JSON the embedded page carries for its bridge to the host page. */
export const embedDataId = 'embed-data';

/** What the embedded page knows of its framing: the event, and who may frame it. */
export type EmbedPageData = { eventId: string; allowedOrigins: string[] };

/** The embedded page's small script that talks to the host page (built from web/src/widget). */
export const embedBridgePath = '/embed-bridge.js';
