import { z } from 'zod';
import { webhookEventData, type WebhookEventType } from '../../../contract/webhook-events';
import { webhookPayload, webhookSignatureHeader } from '../../../contract/webhooks';
import type { Schema } from '../route-description';

/** An event the platform posts to an organisation's webhook endpoints. */
export type WebhookDescription = {
  type: WebhookEventType;
  summary: string;
  /** The whole delivery's body: `{ id, type, created, data }` with this type's `data`. */
  payload: Schema;
};

const summaries: Record<WebhookEventType, string> = {
  'order.paid': 'An order was paid (or a free order completed) and its tickets issued',
  'order.refunded': 'An order was refunded; its tickets are void',
  'ticket.checked_in': 'A ticket was checked in at the door',
  'ticket.transferred': 'A ticket was handed to a friend, who holds it under a new code',
  'attendee.updated': 'A ticket’s holder or answers changed',
  'event.approved': 'An event was approved and is on sale',
  'event.changed': 'An approved event’s details changed',
  'event.cancelled': 'An event was cancelled and its buyers refunded',
  'payout.paid': 'A payout reached the organisation’s bank account',
  'payout.failed': 'A payout failed or came back',
};

export const webhookDescriptions: readonly WebhookDescription[] = Object.entries(
  webhookEventData,
).map(([type, data]) => ({
  type: type as WebhookEventType,
  summary: summaries[type as WebhookEventType],
  payload: webhookPayload.extend({ type: z.literal(type), data }),
}));

/** What every delivery says of itself, as the reference shows it beside each event. */
export const webhookDeliveryNote = `Posted as JSON to each enabled endpoint of the organisation that subscribed to the type, signed: \`${webhookSignatureHeader}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>\` (two \`v1\` for 24 hours after a rotation). \`id\` is the same on every retry: delivery is at least once, so drop repeats. Any 2xx is received; anything else, a redirect, a timeout (10 s) or a connection error is sent again with backoff for 24 hours, after which the endpoint is switched off. See docs/webhooks.md.`;
