import { Router } from 'express';
import type { Services } from '../../app/common/services';

/**
 * An organisation's webhooks (issue 41): its endpoints, their deliveries and "send again".
 * Owners and admins (`webhooks.manage`); request and response schemas in contract/webhooks.ts.
 *
 * - `GET    /api/organisations/:orgId/webhooks`: the endpoints (`webhookEndpointsResponse`).
 * - `POST   /api/organisations/:orgId/webhooks`: a new endpoint (`createWebhookEndpointRequest`),
 *   201 with its signing secret, shown once (`webhookEndpointWithSecretResponse`).
 * - `PATCH  /api/organisations/:orgId/webhooks/:endpointId`: its url, types, description or
 *   enabled (`updateWebhookEndpointRequest`), answered with `webhookEndpointResponse`.
 * - `DELETE /api/organisations/:orgId/webhooks/:endpointId`: 204.
 * - `POST   /api/organisations/:orgId/webhooks/:endpointId/rotate-secret`: a new secret, shown
 *   once; the old one signs beside it for 24 hours (`webhookEndpointWithSecretResponse`).
 * - `GET    /api/organisations/:orgId/webhooks/:endpointId/deliveries?after=&limit=`: its
 *   deliveries, newest first, with each attempt (`webhookDeliveriesResponse`).
 * - `POST   /api/organisations/:orgId/webhooks/:endpointId/deliveries/:deliveryId/resend`:
 *   one attempt now (`webhookDeliveryResponse`).
 * - `POST   /api/organisations/:orgId/webhooks/:endpointId/test`: a `webhook.test` event to
 *   this endpoint alone, attempted now (`webhookDeliveryResponse`, 201).
 */
export function webhookRoutes(_services: Services): Router {
  const router = Router();
  return router;
}
