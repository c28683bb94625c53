import {
  apiKeyPathParams,
  apiKeysResponse,
  createApiKeyRequest,
  createdApiKeyResponse,
} from '../../../contract/api-keys';
import { organisationPathParams } from '../../../contract/organisations';
import {
  createWebhookEndpointRequest,
  updateWebhookEndpointRequest,
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookDeliveryPathParams,
  webhookDeliveryResponse,
  webhookEndpointPathParams,
  webhookEndpointResponse,
  webhookEndpointsResponse,
  webhookEndpointWithSecretResponse,
} from '../../../contract/webhooks';
import { exampleIds, exampleTime } from '../examples';
import { describeArea } from '../route-description';

const exampleKey = {
  id: 'Kq7Zr2Lm9Xp4',
  name: 'Gate scanners',
  prefix: 'tp_live_Kq7Zr2Lm9Xp4',
  role: 'box_office',
  eventIds: [exampleIds.eventId],
  createdByUid: exampleIds.uid,
  createdByEmail: 'organiser@example.com',
  createdAt: exampleTime,
  expiresAt: '2026-12-31T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

const endpointId = 'wh_3Tq8Vm';
const exampleEndpoint = {
  id: endpointId,
  url: 'https://crm.example.org/hooks/paradise',
  description: 'CRM',
  types: ['order.paid', 'order.refunded'],
  enabled: true,
  secretHint: 'whsec_…a1B2',
  createdAt: exampleTime,
  createdByUid: exampleIds.uid,
  createdByEmail: 'organiser@example.com',
  updatedAt: exampleTime,
};
const exampleSecret = `whsec_${'a'.repeat(41)}B2`;

const exampleDelivery = {
  id: `evt_7Kp2Lq~${endpointId}`,
  endpointId,
  eventId: 'evt_7Kp2Lq',
  type: 'order.paid',
  eventCreated: exampleTime,
  createdAt: exampleTime,
  state: 'succeeded',
  attempts: [
    { at: exampleTime, outcome: 'succeeded', statusCode: 200, durationMs: 184, response: 'ok' },
  ],
};

const keys =
  'Owners and admins (`api_keys.manage`); another member gets 403 naming the right, anyone else 404. A key never makes or revokes keys.';
const hooks =
  'Owners and admins (`webhooks.manage`); another member gets 403 naming the right, anyone else 404.';

export const integrationRoutes = describeArea('Integrations', [
  {
    method: 'get',
    path: '/api/organisations/{orgId}/api-keys',
    summary: 'An organisation’s API keys',
    description: `Newest first, revoked ones too; never a key’s secret. ${keys}`,
    auth: 'account',
    params: organisationPathParams,
    responses: {
      200: {
        description: 'The keys.',
        schema: apiKeysResponse,
        example: { apiKeys: [exampleKey] },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/organisations/{orgId}/api-keys',
    summary: 'Make an API key',
    description: `A name, a role of the team’s table (never owner), optionally chosen events and an expiry. The key (\`tp_live_…\`) is in this answer and nowhere else, ever: only its hash is kept. ${keys}`,
    auth: 'account',
    params: organisationPathParams,
    body: {
      schema: createApiKeyRequest,
      example: {
        name: 'Gate scanners',
        role: 'box_office',
        eventIds: [exampleIds.eventId],
        expiresAt: '2026-12-31T00:00:00.000Z',
      },
    },
    responses: {
      201: {
        description: 'The key, shown once.',
        schema: createdApiKeyResponse,
        example: { apiKey: exampleKey, key: `tp_live_Kq7Zr2Lm9Xp4${'x'.repeat(40)}` },
      },
    },
    errors: [403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/organisations/{orgId}/api-keys/{keyId}',
    summary: 'Revoke an API key',
    description: `Refused (401) from its next request on. ${keys}`,
    auth: 'account',
    params: apiKeyPathParams,
    responses: { 204: { description: 'Revoked.' } },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/organisations/{orgId}/webhooks',
    summary: 'An organisation’s webhook endpoints',
    description: `Oldest first, each with its event types, state and the end of its secret. ${hooks}`,
    auth: 'account',
    params: organisationPathParams,
    responses: {
      200: {
        description: 'The endpoints.',
        schema: webhookEndpointsResponse,
        example: { endpoints: [exampleEndpoint] },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/organisations/{orgId}/webhooks',
    summary: 'Add a webhook endpoint',
    description: `The address (https, resolving to a public address, outside the emulators: else a 400 naming \`url\`) and the event types it wants. Its signing secret is in this answer only. At most 20 endpoints. ${hooks}`,
    auth: 'account',
    params: organisationPathParams,
    body: {
      schema: createWebhookEndpointRequest,
      example: {
        url: 'https://crm.example.org/hooks/paradise',
        description: 'CRM',
        types: ['order.paid', 'order.refunded'],
      },
    },
    responses: {
      201: {
        description: 'The endpoint and its secret, shown once.',
        schema: webhookEndpointWithSecretResponse,
        example: { endpoint: exampleEndpoint, secret: exampleSecret },
      },
    },
    errors: [403, 404, 409],
  },
  {
    method: 'patch',
    path: '/api/organisations/{orgId}/webhooks/{endpointId}',
    summary: 'Change a webhook endpoint',
    description: `Its address, types, description, or \`enabled\` (turning a switched-off endpoint on again). ${hooks}`,
    auth: 'account',
    params: webhookEndpointPathParams,
    body: { schema: updateWebhookEndpointRequest, example: { enabled: true } },
    responses: {
      200: {
        description: 'The endpoint.',
        schema: webhookEndpointResponse,
        example: { endpoint: exampleEndpoint },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'delete',
    path: '/api/organisations/{orgId}/webhooks/{endpointId}',
    summary: 'Delete a webhook endpoint',
    description: `Its pending deliveries are dropped. ${hooks}`,
    auth: 'account',
    params: webhookEndpointPathParams,
    responses: { 204: { description: 'Deleted.' } },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/organisations/{orgId}/webhooks/{endpointId}/rotate-secret',
    summary: 'Rotate a webhook endpoint’s secret',
    description: `A new secret, shown once; deliveries are signed with both for 24 hours, so a receiver can switch without missing any. ${hooks}`,
    auth: 'account',
    params: webhookEndpointPathParams,
    responses: {
      200: {
        description: 'The endpoint and its new secret.',
        schema: webhookEndpointWithSecretResponse,
        example: {
          endpoint: { ...exampleEndpoint, previousSecretExpiresAt: '2026-11-21T09:30:00.000Z' },
          secret: exampleSecret,
        },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/organisations/{orgId}/webhooks/{endpointId}/deliveries',
    summary: 'A webhook endpoint’s delivery log',
    description: `Newest first, a page at a time, each delivery with every attempt: when, the outcome, the status code and the first 1 KB of the answer. ${hooks}`,
    auth: 'account',
    params: webhookEndpointPathParams,
    query: webhookDeliveriesQuery,
    responses: {
      200: {
        description: 'A page of deliveries.',
        schema: webhookDeliveriesResponse,
        example: { deliveries: [exampleDelivery] },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/organisations/{orgId}/webhooks/{endpointId}/deliveries/{deliveryId}/resend',
    summary: 'Send a delivery again',
    description: `One attempt now, with the same payload and \`id\`. ${hooks}`,
    auth: 'account',
    params: webhookDeliveryPathParams,
    responses: {
      200: {
        description: 'The delivery after the attempt.',
        schema: webhookDeliveryResponse,
        example: { delivery: exampleDelivery },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/organisations/{orgId}/webhooks/{endpointId}/test',
    summary: 'Send a test event',
    description: `A \`webhook.test\` event to this endpoint alone, attempted now. ${hooks}`,
    auth: 'account',
    params: webhookEndpointPathParams,
    responses: {
      201: {
        description: 'The delivery after its first attempt.',
        schema: webhookDeliveryResponse,
        example: { delivery: { ...exampleDelivery, type: 'webhook.test' } },
      },
    },
    errors: [403, 404],
  },
]);
