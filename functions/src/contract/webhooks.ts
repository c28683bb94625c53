import { z } from 'zod';
import { docIdSchema } from './ids';
import { organisationPathParams } from './organisations';
import { listPage, pageQuery } from './pages';
import { text } from './text';
import { webhookEventTypes } from './webhook-events';

/*
 * Webhooks (issue 41): an organisation's endpoints, the deliveries made to them and what a
 * receiver gets. The routes are listed in http/routes/webhook-routes.ts; the signature and
 * the payload are described for receivers in docs/webhooks.md.
 */

/** How many endpoints an organisation may have: each event is sent to every one it matches. */
export const maxWebhookEndpoints = 20;

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex>[,v1=<hex>]`. */
export const webhookSignatureHeader = 'Paradise-Signature';

/** The type of the event "Send a test event" delivers: to that one endpoint, never fanned out. */
export const webhookTestType = 'webhook.test';

export const webhookEventType = z.enum(webhookEventTypes, { error: 'Not a webhook event type' });
/** What a delivery may carry: one of the event types, or the test event. */
export const webhookDeliveryType = z.enum([...webhookEventTypes, webhookTestType]);

/** What a receiver gets in each delivery's body (JSON). `id` is the same on every retry. */
export const webhookPayload = z.object({
  id: z.string(),
  type: webhookDeliveryType,
  /** When it happened (ISO 8601). */
  created: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;

/**
 * An endpoint's address as typed: an absolute http(s) URL without a user name or fragment.
 * Whether it may be reached (https outside the emulators, an address that is not ours or
 * private) the server decides at each create, update and delivery, with a 400 naming `url`.
 */
export const webhookUrl = z
  .string({ error: 'Enter the address of your endpoint' })
  .trim()
  .min(1, 'Enter the address of your endpoint')
  .max(2000, 'At most 2,000 characters')
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        !url.username &&
        !url.password &&
        !url.hash
      );
    },
    { message: 'Not a web address: write it as https://example.org/webhooks' },
  );

/** The types an endpoint wants: at least one, each once. */
const subscribedTypes = z
  .array(webhookEventType, { error: 'Choose the events to send' })
  .min(1, 'Choose at least one event')
  .refine((types) => new Set(types).size === types.length, 'Each event once');

const description = text({ max: 200 });

/** `POST /api/organisations/{orgId}/webhooks` */
export const createWebhookEndpointRequest = z.object({
  url: webhookUrl,
  description: description.optional(),
  types: subscribedTypes,
  enabled: z.boolean({ error: 'Enabled is true or false' }).optional(),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequest>;

/** `PATCH /api/organisations/{orgId}/webhooks/{endpointId}`: what is said changes. */
export const updateWebhookEndpointRequest = createWebhookEndpointRequest
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    path: ['body'],
    message: 'Nothing to change',
  });
export type UpdateWebhookEndpointRequest = z.input<typeof updateWebhookEndpointRequest>;

export const webhookEndpointId = docIdSchema('a webhook endpoint id');
export const webhookEndpointPathParams = organisationPathParams.extend({
  endpointId: webhookEndpointId,
});
/** A delivery is `{eventId}~{endpointId}`: one per event and endpoint. */
export const webhookDeliveryId = z
  .string({ error: 'Not a delivery id' })
  .regex(/^[A-Za-z0-9_-]{1,64}~[A-Za-z0-9_-]{1,64}$/, 'Not a delivery id');
export const webhookDeliveryPathParams = webhookEndpointPathParams.extend({
  deliveryId: webhookDeliveryId,
});

/** A signing secret, shown once when made (create, rotate): `whsec_` and 32 random bytes. */
export const webhookSecret = z.string().regex(/^whsec_[A-Za-z0-9_-]{43}$/);

export const webhookEndpointView = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  types: z.array(webhookEventType),
  enabled: z.boolean(),
  /** The secret's last characters (`whsec_…a1B2`), to tell which one a receiver holds. */
  secretHint: z.string(),
  /** Until when the secret before the last rotation still signs beside the new one. */
  previousSecretExpiresAt: z.string().optional(),
  /** Since when every delivery has failed (unset once one succeeds). */
  failingSince: z.string().optional(),
  /** When it was switched off for failing for 24 hours (unset once enabled again). */
  switchedOffAt: z.string().optional(),
  createdAt: z.string(),
  createdByUid: z.string(),
  createdByEmail: z.string().optional(),
  updatedAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

/** `GET /api/organisations/{orgId}/webhooks`: oldest first. */
export const webhookEndpointsResponse = z.object({ endpoints: z.array(webhookEndpointView) });
export type WebhookEndpointsResponse = z.infer<typeof webhookEndpointsResponse>;

/** Create and rotate: the endpoint, and its new secret, which is never shown again. */
export const webhookEndpointWithSecretResponse = z.object({
  endpoint: webhookEndpointView,
  secret: webhookSecret,
});
export type WebhookEndpointWithSecretResponse = z.infer<typeof webhookEndpointWithSecretResponse>;

/** Update: the endpoint as it now is. */
export const webhookEndpointResponse = z.object({ endpoint: webhookEndpointView });
export type WebhookEndpointResponse = z.infer<typeof webhookEndpointResponse>;

/** How one attempt ended. */
export const webhookAttemptOutcomes = [
  /** A 2xx answer. */
  'succeeded',
  /** Any other status code (`statusCode` says which). */
  'http_error',
  /** A 3xx: redirects are never followed. */
  'redirect',
  /** No full answer within the time allowed (10 s). */
  'timeout',
  /** The name did not resolve, or the connection failed or was cut. */
  'connection_error',
  /** An answer over 64 KB. */
  'too_large',
  /** The URL is not https, or its name resolves to an address that may not be reached. */
  'refused',
] as const;
export type WebhookAttemptOutcome = (typeof webhookAttemptOutcomes)[number];

/** One attempt of a delivery, as its log shows it. */
export const webhookAttemptView = z.object({
  at: z.string(),
  outcome: z.enum(webhookAttemptOutcomes),
  statusCode: z.number().int().optional(),
  /** What went wrong, in words, when it did. */
  error: z.string().optional(),
  durationMs: z.number().int(),
  /** The first 1 KB of the answer's body, as text. */
  response: z.string().optional(),
  /** Made by "Send again" rather than by the schedule. */
  manual: z.boolean().optional(),
});
export type WebhookAttemptView = z.infer<typeof webhookAttemptView>;

export const webhookDeliveryStates = [
  /** Not yet delivered: an attempt is due at `nextAttemptAt`. */
  'pending',
  'succeeded',
  /** Gave up: failed for 24 hours, or its endpoint was switched off or deleted. */
  'failed',
] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

/** One event sent to one endpoint, with every attempt (the newest last). */
export const webhookDeliveryView = z.object({
  id: z.string(),
  endpointId: z.string(),
  /** The payload's `id`: the same for every attempt. */
  eventId: z.string(),
  type: webhookDeliveryType,
  /** The payload's `created`. */
  eventCreated: z.string(),
  createdAt: z.string(),
  state: z.enum(webhookDeliveryStates),
  nextAttemptAt: z.string().optional(),
  attempts: z.array(webhookAttemptView),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

/** `GET /api/organisations/{orgId}/webhooks/{endpointId}/deliveries`: newest first, paged. */
export const webhookDeliveriesQuery = pageQuery;
export const webhookDeliveriesResponse = listPage.extend({
  deliveries: z.array(webhookDeliveryView),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponse>;

/** Send again and send a test event: the delivery after the attempt just made. */
export const webhookDeliveryResponse = z.object({ delivery: webhookDeliveryView });
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponse>;
