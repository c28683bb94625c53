import { collections } from '../../paths';
import { attemptWebhookDelivery, type WebhookDeliveryServices } from './attempt-webhook-delivery';
import { fanOutWebhookEvent } from './fan-out-webhook-event';
import type { WebhookEventRecord } from './stage-webhook-event';
import type { WebhookDeliveryRecord } from './webhook-records';

/** Events and deliveries looked at per sweep: the next sweep takes the rest. */
const perSweep = 100;
/** Deliveries sent at once by a sweep: each may wait 10 s for its receiver. */
const sendingAtOnce = 10;

export type WebhookSweep = { fannedOut: number; attempted: number; failures: string[] };

/**
 * The sweep (production: the `webhookSweep` schedule, every minute; locally the embedded
 * triggers' timer): fans out the events whose trigger did not run (or failed), and makes the
 * attempts that are due (retries, and first attempts an interrupted fan-out left).
 */
export async function sweepWebhooks(services: WebhookDeliveryServices): Promise<WebhookSweep> {
  const { docs, clock } = services;
  const failures: string[] = [];
  const unfanned = await docs.query<WebhookEventRecord>({
    collection: collections.webhookEvents,
    where: [{ field: 'fannedOut', op: '==', value: false }],
    limit: perSweep,
  });
  for (const event of unfanned) {
    await fanOutWebhookEvent(services, event.id).catch((error: unknown) => {
      failures.push(`${event.id}: ${messageOf(error)}`);
    });
  }
  const due = await docs.query<WebhookDeliveryRecord>({
    collection: collections.webhookDeliveries,
    where: [
      { field: 'state', op: '==', value: 'pending' },
      { field: 'nextAttemptAt', op: '<=', value: clock.now().toISOString() },
    ],
    orderBy: [{ field: 'nextAttemptAt', direction: 'asc' }],
    limit: perSweep,
  });
  let attempted = 0;
  for (let start = 0; start < due.length; start += sendingAtOnce) {
    await Promise.all(
      due.slice(start, start + sendingAtOnce).map(async (delivery) => {
        try {
          if (await attemptWebhookDelivery(services, delivery.id)) attempted += 1;
        } catch (error) {
          failures.push(`${delivery.id}: ${messageOf(error)}`);
        }
      }),
    );
  }
  return { fannedOut: unfanned.length, attempted, failures };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
