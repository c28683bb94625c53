import { paths } from '../../paths';
import { expiryTime } from '../../ports/doc-store';
import { attemptWebhookDelivery, type WebhookDeliveryServices } from './attempt-webhook-delivery';
import type { WebhookEventRecord } from './stage-webhook-event';
import {
  webhookDeliveryIdOf,
  webhookDeliveryKeptMs,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
} from './webhook-records';

/**
 * Fans a staged `webhookEvents/{eventId}` out (the document trigger on its creation, and the
 * sweep for one the trigger missed): one delivery per enabled endpoint of its organisation
 * that asks for its type, made once whatever runs this how often (`{eventId}~{endpointId}`,
 * created only where missing, and the event marked `fannedOut`), then each delivery's first
 * attempt. Returns the ids of the deliveries it made.
 */
export async function fanOutWebhookEvent(
  services: WebhookDeliveryServices,
  eventId: string,
): Promise<string[]> {
  const { docs, clock } = services;
  const made = await docs.runTransaction(async (tx) => {
    const eventPath = paths.webhookEvent(eventId);
    const event = (await tx.get<WebhookEventRecord>(eventPath)).data;
    if (!event || event.fannedOut) return [];
    const endpoints = await tx.query<WebhookEndpointRecord>({
      collection: paths.webhookEndpoints(event.orgId),
      where: [{ field: 'enabled', op: '==', value: true }],
    });
    const subscribed = endpoints.filter((endpoint) => endpoint.data.types.includes(event.type));
    const ids = subscribed.map((endpoint) => webhookDeliveryIdOf(eventId, endpoint.id));
    const existing = await tx.getAll(ids.map((id) => paths.webhookDelivery(id)));
    const now = clock.now();
    const missing = subscribed.filter((_, index) => !existing[index]!.data);
    for (const endpoint of missing) {
      const delivery: WebhookDeliveryRecord = {
        orgId: event.orgId,
        endpointId: endpoint.id,
        eventId,
        type: event.type,
        eventCreated: event.created,
        data: event.data,
        createdAt: now.toISOString(),
        state: 'pending',
        nextAttemptAt: now.toISOString(),
        attempts: [],
      };
      tx.set(paths.webhookDelivery(webhookDeliveryIdOf(eventId, endpoint.id)), {
        ...delivery,
        expiresAt: expiryTime(new Date(now.getTime() + webhookDeliveryKeptMs)),
      });
    }
    tx.update(eventPath, { fannedOut: true });
    return missing.map((endpoint) => webhookDeliveryIdOf(eventId, endpoint.id));
  });
  // Each endpoint on its own: a slow one does not hold the others back.
  await Promise.all(made.map((id) => attemptWebhookDelivery(services, id)));
  return made;
}
