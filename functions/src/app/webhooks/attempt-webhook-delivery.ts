import { webhookSignatureHeader, type WebhookPayload } from '../../contract/webhooks';
import { failedLongEnough, nextWebhookAttemptAt } from '../../domain/webhook-retries';
import { paths } from '../../paths';
import { deleteField, type DocWrite } from '../../ports/doc-store';
import type { WebhookResponse } from '../../ports/webhook-sender';
import type { Services } from '../common/services';
import { keepWebhookTypes, readOrganisationWebhooks, senderOf } from './organisation-webhooks';
import { emailOwnersOfSwitchOff } from './switch-off-email';
import {
  keptAttempts,
  type WebhookAttemptRecord,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
} from './webhook-records';
import { signWebhook } from './webhook-secret';

export type WebhookDeliveryServices = Pick<
  Services,
  'docs' | 'clock' | 'webhookSender' | 'mailer' | 'identity' | 'publicBaseUrl'
>;

/**
 * How long an attempt holds its delivery: longer than the sender's 10 s, so the sweep never
 * sends one that an attempt is still sending.
 */
const attemptHoldMs = 60_000;

/**
 * `scheduled`: the delivery's turn (first attempt, retries), only when due and its endpoint
 * is on. `manual`: "Send again" and the test event, now, whatever the schedule, leaving it as
 * it was (a failure never schedules or gives up anything).
 */
export type AttemptKind = 'scheduled' | 'manual';

type Claimed = { delivery: WebhookDeliveryRecord; endpoint: WebhookEndpointRecord };

/**
 * One attempt of a delivery: claims it (a scheduled one that is not due, or taken by another
 * attempt, is left alone), signs the payload with the endpoint's secret (and the one before a
 * rotation, for its 24 hours), sends it and records what happened: the attempt in the log,
 * the next attempt with backoff or the end of its 24 hours, and the endpoint's health. An
 * endpoint failing for 24 hours is switched off, in the transaction that records the attempt,
 * and its organisation's owners are emailed once. Returns the delivery as recorded, or
 * undefined when there was nothing to attempt.
 */
export async function attemptWebhookDelivery(
  services: WebhookDeliveryServices,
  deliveryId: string,
  kind: AttemptKind = 'scheduled',
): Promise<WebhookDeliveryRecord | undefined> {
  const { docs, clock } = services;
  const path = paths.webhookDelivery(deliveryId);
  const claimed = await docs.runTransaction(async (tx): Promise<Claimed | undefined> => {
    const delivery = (await tx.get<WebhookDeliveryRecord>(path)).data;
    if (!delivery) return undefined;
    const endpoint = (
      await tx.get<WebhookEndpointRecord>(
        paths.webhookEndpoint(delivery.orgId, delivery.endpointId),
      )
    ).data;
    if (kind === 'manual') return endpoint ? { delivery, endpoint } : undefined;
    const now = clock.now().toISOString();
    if (delivery.state !== 'pending' || !delivery.nextAttemptAt || delivery.nextAttemptAt > now) {
      return undefined;
    }
    if (!endpoint?.enabled) {
      // Switched off or deleted since: nothing more is sent (send again still may).
      tx.update(path, { state: 'failed', nextAttemptAt: deleteField });
      return undefined;
    }
    const holdUntil = new Date(clock.now().getTime() + attemptHoldMs).toISOString();
    tx.update(path, { nextAttemptAt: holdUntil });
    return { delivery, endpoint };
  });
  if (!claimed) return undefined;

  const sentAt = clock.now();
  const body = payloadBody(claimed.delivery);
  const response = await senderOf(services.webhookSender).send({
    url: claimed.endpoint.url,
    body,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'TicketingParadise-Webhooks/1.0',
      [webhookSignatureHeader]: signWebhook({
        body,
        at: sentAt,
        secrets: signingSecrets(claimed.endpoint, sentAt),
      }),
    },
  });
  const attempt: WebhookAttemptRecord = {
    at: sentAt.toISOString(),
    outcome: response.outcome,
    ...(response.statusCode !== undefined ? { statusCode: response.statusCode } : {}),
    ...(response.error !== undefined ? { error: response.error } : {}),
    durationMs: response.durationMs,
    ...(response.response !== undefined ? { response: response.response } : {}),
    ...(kind === 'manual' ? { manual: true } : {}),
  };
  const recorded = await recordAttempt(services, path, attempt, kind, response);
  if (recorded.switchedOff) {
    await emailOwnersOfSwitchOff(services, {
      orgId: recorded.delivery.orgId,
      endpointId: recorded.delivery.endpointId,
      endpoint: recorded.switchedOff,
    });
  }
  return recorded.delivery;
}

/** The body every attempt of a delivery sends: the same bytes, so the same `id`. */
export function payloadBody(delivery: WebhookDeliveryRecord): string {
  const payload: WebhookPayload = {
    id: delivery.eventId,
    type: delivery.type,
    created: delivery.eventCreated,
    data: delivery.data,
  };
  return JSON.stringify(payload);
}

/** The secrets that sign at `at`: the endpoint's, and the one before it for 24 hours. */
function signingSecrets(endpoint: WebhookEndpointRecord, at: Date): string[] {
  const previousSigns =
    endpoint.previousSecret !== undefined &&
    endpoint.previousSecretExpiresAt !== undefined &&
    endpoint.previousSecretExpiresAt > at.toISOString();
  return previousSigns ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** Records `attempt` on the delivery and its endpoint; switches the endpoint off if it is time. */
async function recordAttempt(
  { docs, clock }: WebhookDeliveryServices,
  path: string,
  attempt: WebhookAttemptRecord,
  kind: AttemptKind,
  response: WebhookResponse,
): Promise<{ delivery: WebhookDeliveryRecord; switchedOff?: WebhookEndpointRecord }> {
  return docs.runTransaction(async (tx) => {
    const delivery = (await tx.get<WebhookDeliveryRecord>(path)).data;
    if (!delivery) throw new Error(`The webhook delivery ${path} went while it was sent`);
    const { orgId, endpointId } = delivery;
    const endpointPath = paths.webhookEndpoint(orgId, endpointId);
    const endpoint = (await tx.get<WebhookEndpointRecord>(endpointPath)).data;
    const now = clock.now();
    const succeeded = response.outcome === 'succeeded';
    const failingSince = succeeded ? undefined : (endpoint?.failingSince ?? attempt.at);
    const switchOff =
      endpoint?.enabled === true &&
      failingSince !== undefined &&
      failedLongEnough(new Date(failingSince), now);
    // Every read before the first write: the organisation's endpoints, for its webhookTypes.
    const webhooks = switchOff ? await readOrganisationWebhooks(tx, orgId) : undefined;

    const after: WebhookDeliveryRecord = {
      ...delivery,
      attempts: [...delivery.attempts, attempt].slice(-keptAttempts),
      ...nextState(delivery, kind, succeeded, now),
    };
    if (after.state !== 'pending') delete after.nextAttemptAt;
    tx.update(path, {
      attempts: after.attempts,
      state: after.state,
      nextAttemptAt: after.nextAttemptAt ?? deleteField,
      ...(after.firstAttemptAt ? { firstAttemptAt: after.firstAttemptAt } : {}),
    });
    if (!endpoint) return { delivery: after };
    const endpointChange: DocWrite = {};
    if (succeeded && endpoint.failingSince) endpointChange.failingSince = deleteField;
    if (!succeeded && !endpoint.failingSince) endpointChange.failingSince = attempt.at;
    if (switchOff && webhooks) {
      const switchedOff: WebhookEndpointRecord = {
        ...endpoint,
        enabled: false,
        switchedOffAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      tx.update(endpointPath, {
        ...endpointChange,
        enabled: false,
        switchedOffAt: switchedOff.switchedOffAt!,
        updatedAt: switchedOff.updatedAt,
      });
      keepWebhookTypes(tx, orgId, webhooks, { [endpointId]: switchedOff });
      return { delivery: after, switchedOff };
    }
    if (Object.keys(endpointChange).length > 0) tx.update(endpointPath, endpointChange);
    return { delivery: after };
  });
}

/** Where a delivery stands after an attempt. */
function nextState(
  delivery: WebhookDeliveryRecord,
  kind: AttemptKind,
  succeeded: boolean,
  now: Date,
): Pick<WebhookDeliveryRecord, 'state' | 'nextAttemptAt' | 'firstAttemptAt'> {
  if (succeeded) return { state: 'succeeded' };
  // Send again changes no schedule; a test event (never scheduled) fails at once.
  if (kind === 'manual') {
    return delivery.firstAttemptAt || delivery.nextAttemptAt
      ? pick(delivery)
      : { state: delivery.state === 'pending' ? 'failed' : delivery.state };
  }
  const firstAttemptAt = delivery.firstAttemptAt ?? now.toISOString();
  const failures = delivery.attempts.filter(
    (attempt) => !attempt.manual && attempt.outcome !== 'succeeded',
  ).length;
  const next = nextWebhookAttemptAt({
    firstAttemptAt: new Date(firstAttemptAt),
    failures: failures + 1,
    now,
  });
  return next
    ? { state: 'pending', nextAttemptAt: next.toISOString(), firstAttemptAt }
    : { state: 'failed', firstAttemptAt };
}

function pick(
  delivery: WebhookDeliveryRecord,
): Pick<WebhookDeliveryRecord, 'state' | 'nextAttemptAt' | 'firstAttemptAt'> {
  return {
    state: delivery.state,
    ...(delivery.nextAttemptAt ? { nextAttemptAt: delivery.nextAttemptAt } : {}),
    ...(delivery.firstAttemptAt ? { firstAttemptAt: delivery.firstAttemptAt } : {}),
  };
}
