import type { WebhookDeliveryResponse } from '../../contract/webhooks';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { attemptWebhookDelivery, type WebhookDeliveryServices } from './attempt-webhook-delivery';
import { toDeliveryView, type WebhookDeliveryRecord } from './webhook-records';

/**
 * `POST .../webhooks/{endpointId}/deliveries/{deliveryId}/resend` (`webhooks.manage`): "Send
 * again": one attempt now, with the same payload and `id`, to the endpoint as it now is (its
 * URL checked again, its current secret), even if it was switched off. Its schedule stays as
 * it was; the attempt is in its log, marked as sent by hand.
 */
export async function resendWebhookDelivery({
  services,
  orgId,
  endpointId,
  deliveryId,
  viewer,
}: {
  services: WebhookDeliveryServices;
  orgId: string;
  endpointId: string;
  deliveryId: string;
  viewer: Viewer;
}): Promise<WebhookDeliveryResponse> {
  await authoriseOrganisation(services.docs, orgId, viewer, 'webhooks.manage');
  const delivery = (
    await services.docs.get<WebhookDeliveryRecord>(paths.webhookDelivery(deliveryId))
  ).data;
  if (!delivery || delivery.orgId !== orgId || delivery.endpointId !== endpointId) {
    throw notFound('Webhook delivery');
  }
  const after = await attemptWebhookDelivery(services, deliveryId, 'manual');
  if (!after) throw notFound('Webhook endpoint');
  return { delivery: toDeliveryView(deliveryId, after) };
}
