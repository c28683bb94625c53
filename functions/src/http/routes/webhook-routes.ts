import { Router } from 'express';
import type { Services } from '../../app/common/services';
import { createWebhookEndpoint } from '../../app/webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '../../app/webhooks/delete-webhook-endpoint';
import { listWebhookDeliveries } from '../../app/webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '../../app/webhooks/list-webhook-endpoints';
import { resendWebhookDelivery } from '../../app/webhooks/resend-webhook-delivery';
import { rotateWebhookSecret } from '../../app/webhooks/rotate-webhook-secret';
import { sendTestWebhook } from '../../app/webhooks/send-test-webhook';
import { updateWebhookEndpoint } from '../../app/webhooks/update-webhook-endpoint';
import { organisationPathParams } from '../../contract/organisations';
import {
  createWebhookEndpointRequest,
  updateWebhookEndpointRequest,
  webhookDeliveriesQuery,
  webhookDeliveryPathParams,
  webhookEndpointPathParams,
} from '../../contract/webhooks';
import { requireAccount, viewerOf } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

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
export function webhookRoutes(services: Services): Router {
  const router = Router();
  const base = '/api/organisations/:orgId/webhooks';

  router.get(base, async (req, res) => {
    requireAccount(res);
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    res.set('Cache-Control', 'no-store');
    res.json(await listWebhookEndpoints({ services, orgId, viewer: viewerOf(res) }));
  });

  router.post(base, parseJsonBody, async (req, res) => {
    requireAccount(res);
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    const input = parseBodyOrThrow(createWebhookEndpointRequest, req.body);
    res.set('Cache-Control', 'no-store');
    res
      .status(201)
      .json(await createWebhookEndpoint({ services, orgId, viewer: viewerOf(res), input }));
  });

  router.patch(`${base}/:endpointId`, parseJsonBody, async (req, res) => {
    requireAccount(res);
    const { orgId, endpointId } = parseOrThrow(webhookEndpointPathParams, req.params);
    const input = parseBodyOrThrow(updateWebhookEndpointRequest, req.body);
    res.json(
      await updateWebhookEndpoint({ services, orgId, endpointId, viewer: viewerOf(res), input }),
    );
  });

  router.delete(`${base}/:endpointId`, async (req, res) => {
    requireAccount(res);
    const { orgId, endpointId } = parseOrThrow(webhookEndpointPathParams, req.params);
    await deleteWebhookEndpoint({ services, orgId, endpointId, viewer: viewerOf(res) });
    res.status(204).end();
  });

  router.post(`${base}/:endpointId/rotate-secret`, async (req, res) => {
    requireAccount(res);
    const { orgId, endpointId } = parseOrThrow(webhookEndpointPathParams, req.params);
    res.set('Cache-Control', 'no-store');
    res.json(await rotateWebhookSecret({ services, orgId, endpointId, viewer: viewerOf(res) }));
  });

  router.get(`${base}/:endpointId/deliveries`, async (req, res) => {
    requireAccount(res);
    const { orgId, endpointId } = parseOrThrow(webhookEndpointPathParams, req.params);
    const page = parseOrThrow(webhookDeliveriesQuery, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(
      await listWebhookDeliveries({ services, orgId, endpointId, viewer: viewerOf(res), page }),
    );
  });

  router.post(`${base}/:endpointId/deliveries/:deliveryId/resend`, async (req, res) => {
    requireAccount(res);
    const params = parseOrThrow(webhookDeliveryPathParams, req.params);
    res.json(await resendWebhookDelivery({ services, ...params, viewer: viewerOf(res) }));
  });

  router.post(`${base}/:endpointId/test`, async (req, res) => {
    requireAccount(res);
    const { orgId, endpointId } = parseOrThrow(webhookEndpointPathParams, req.params);
    res
      .status(201)
      .json(await sendTestWebhook({ services, orgId, endpointId, viewer: viewerOf(res) }));
  });

  return router;
}
