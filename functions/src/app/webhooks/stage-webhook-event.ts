import { createHash } from 'node:crypto';
import type { WebhookEventType } from '../../contract/webhook-events';
import { paths } from '../../paths';
import { expiryTime, type DocData, type DocWrite } from '../../ports/doc-store';

/**
 * `webhookEvents/{id}`: one thing that happened to an organisation, staged where it happens
 * (in the same transaction as the change, where there is one) and fanned out from there to
 * the organisation's endpoints that asked for its type (app/webhooks). Written, never changed
 * by the code that stages it.
 */
export type WebhookEventRecord = DocData & {
  orgId: string;
  type: WebhookEventType;
  /** ISO time it happened: the delivery's `created`. */
  created: string;
  /** The delivery's `data`: a plain JSON object, described per type in contract/webhook-events. */
  data: DocData;
  /**
   * False until its deliveries are made (fan-out-webhook-event.ts): the sweep looks for the
   * events whose trigger did not run. Staging again sets it back, and the fan-out, finding its
   * deliveries made, makes none twice.
   */
  fannedOut: boolean;
};

/** How long an event is kept (Firestore's TTL on `expiresAt`): past any retry of its deliveries. */
export const webhookEventKeptMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The event's id, the same for every staging of the same happening (`key` names it: an order
 * id for `order.paid`, a ticket code and check-in time for `ticket.checked_in`), so a use case
 * retried, or a trigger delivered twice, stages one event and receivers see one `id`.
 */
export function webhookEventId(orgId: string, type: WebhookEventType, key: string): string {
  const digest = createHash('sha256').update(`${orgId}\n${type}\n${key}`).digest('hex');
  return `evt_${digest.slice(0, 24)}`;
}

/** What writes: a transaction (preferred: the event is staged with the change) or the store. */
type Writer = { set(path: string, data: DocWrite): unknown };

/**
 * Stages one event for the organisation's webhooks. Idempotent by `key` (see
 * `webhookEventId`): staging it again rewrites the same document, which is fanned out once.
 * Returns the event's id.
 */
export function stageWebhookEvent(
  writer: Writer,
  event: { orgId: string; type: WebhookEventType; key: string; at: Date; data: DocData },
): string {
  const id = webhookEventId(event.orgId, event.type, event.key);
  const record: WebhookEventRecord = {
    orgId: event.orgId,
    type: event.type,
    created: event.at.toISOString(),
    data: event.data,
    fannedOut: false,
  };
  writer.set(paths.webhookEvent(id), {
    ...record,
    expiresAt: expiryTime(new Date(event.at.getTime() + webhookEventKeptMs)),
  });
  return id;
}
