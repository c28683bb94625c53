/**
 * Webhooks (issue 41): what an organisation's endpoints may ask to be told about. Each
 * delivery is `{ id, type, created, data }`; `id` stays the same across retries, so a receiver
 * drops repeats (delivery is at least once).
 */
export const webhookEventTypes = [
  'order.paid',
  'order.refunded',
  'ticket.checked_in',
  'ticket.transferred',
  'attendee.updated',
  'event.approved',
  'event.changed',
  'event.cancelled',
  'payout.paid',
  'payout.failed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
