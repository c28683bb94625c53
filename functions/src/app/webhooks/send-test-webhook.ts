import { randomBytes } from 'node:crypto';
import { webhookTestType, type WebhookDeliveryResponse } from '../../contract/webhooks';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { expiryTime } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { attemptWebhookDelivery, type WebhookDeliveryServices } from './attempt-webhook-delivery';
import {
  toDeliveryView,
  webhookDeliveryIdOf,
  webhookDeliveryKeptMs,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
} from './webhook-records';

/**
 * `POST /api/organisations/{orgId}/webhooks/{endpointId}/test` (`webhooks.manage`): a
 * `webhook.test` event to this endpoint alone, signed like any other and attempted now, once
 * (a test is not retried). It shows in the endpoint's log.
 */
export async function sendTestWebhook({
  services,
  orgId,
  endpointId,
  viewer,
}: {
  services: WebhookDeliveryServices;
  orgId: string;
  endpointId: string;
  viewer: Viewer;
}): Promise<WebhookDeliveryResponse> {
  const { docs, clock } = services;
  await authoriseOrganisation(docs, orgId, viewer, 'webhooks.manage');
  const endpoint = (await docs.get<WebhookEndpointRecord>(paths.webhookEndpoint(orgId, endpointId)))
    .data;
  if (!endpoint) throw notFound('Webhook endpoint');
  const eventId = `evt_test_${randomBytes(12).toString('hex')}`;
  const deliveryId = webhookDeliveryIdOf(eventId, endpointId);
  const now = clock.now();
  const delivery: WebhookDeliveryRecord = {
    orgId,
    endpointId,
    eventId,
    type: webhookTestType,
    eventCreated: now.toISOString(),
    data: { message: 'A test event from Ticketing Paradise: your endpoint received it.' },
    createdAt: now.toISOString(),
    state: 'pending',
    attempts: [],
  };
  await docs.set(paths.webhookDelivery(deliveryId), {
    ...delivery,
    expiresAt: expiryTime(new Date(now.getTime() + webhookDeliveryKeptMs)),
  });
  const after = await attemptWebhookDelivery(services, deliveryId, 'manual');
  return { delivery: toDeliveryView(deliveryId, after ?? delivery) };
}
