import type {
  WebhookAttemptOutcome,
  WebhookDeliveryState,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '../../contract/webhooks';
import type { WebhookEventType } from '../../contract/webhook-events';
import type { DocData } from '../../ports/doc-store';

/**
 * `organisations/{orgId}/webhookEndpoints/{endpointId}`: where an organisation's webhooks go,
 * which types, and the secret each delivery is signed with (never shown after it is made).
 */
export type WebhookEndpointRecord = DocData & {
  url: string;
  description: string;
  types: WebhookEventType[];
  enabled: boolean;
  secret: string;
  /** The secret before the last rotation, which signs beside it until `previousSecretExpiresAt`. */
  previousSecret?: string;
  previousSecretExpiresAt?: string;
  /** Since when every attempt failed; unset once one succeeds. */
  failingSince?: string;
  /** When it was switched off for failing for 24 hours; unset once enabled again. */
  switchedOffAt?: string;
  createdAt: string;
  createdByUid: string;
  updatedAt: string;
};

/** One attempt as the delivery keeps it. */
export type WebhookAttemptRecord = DocData & {
  at: string;
  outcome: WebhookAttemptOutcome;
  statusCode?: number;
  error?: string;
  durationMs: number;
  response?: string;
  manual?: boolean;
};

/**
 * `webhookDeliveries/{eventId}~{endpointId}`: one event sent to one endpoint. It carries the
 * payload (so a test event, which has no `webhookEvents` document, is sent like any other),
 * each attempt, and when the next is due. The sweep finds due ones by `state` and
 * `nextAttemptAt`; an attempt claims a delivery by moving `nextAttemptAt` past its own end.
 */
export type WebhookDeliveryRecord = DocData & {
  orgId: string;
  endpointId: string;
  eventId: string;
  type: WebhookDeliveryView['type'];
  eventCreated: string;
  data: DocData;
  createdAt: string;
  state: WebhookDeliveryState;
  /** Set while `pending`: when the next attempt is due. */
  nextAttemptAt?: string;
  /** When the schedule's first attempt was made: the 24 hours of retries count from it. */
  firstAttemptAt?: string;
  attempts: WebhookAttemptRecord[];
};

/** A delivery's id: one per event and endpoint, so fanning an event out twice makes it once. */
export const webhookDeliveryIdOf = (eventId: string, endpointId: string) =>
  `${eventId}~${endpointId}`;

/** How many attempts a delivery keeps (the newest): a day of retries and many "send again". */
export const keptAttempts = 50;

/** How long a delivery and its log are kept (Firestore's TTL on `expiresAt`). */
export const webhookDeliveryKeptMs = 30 * 24 * 60 * 60 * 1000;

/** The secret's last four characters, to tell which one a receiver holds. */
export function secretHint(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}

export function toEndpointView(
  id: string,
  endpoint: WebhookEndpointRecord,
  now: Date,
  createdByEmail?: string,
): WebhookEndpointView {
  const previousSigns =
    endpoint.previousSecretExpiresAt !== undefined &&
    endpoint.previousSecretExpiresAt > now.toISOString();
  return {
    id,
    url: endpoint.url,
    description: endpoint.description,
    types: endpoint.types,
    enabled: endpoint.enabled,
    secretHint: secretHint(endpoint.secret),
    ...(previousSigns ? { previousSecretExpiresAt: endpoint.previousSecretExpiresAt } : {}),
    ...(endpoint.failingSince ? { failingSince: endpoint.failingSince } : {}),
    ...(endpoint.switchedOffAt ? { switchedOffAt: endpoint.switchedOffAt } : {}),
    createdAt: endpoint.createdAt,
    createdByUid: endpoint.createdByUid,
    ...(createdByEmail ? { createdByEmail } : {}),
    updatedAt: endpoint.updatedAt,
  };
}

export function toDeliveryView(id: string, delivery: WebhookDeliveryRecord): WebhookDeliveryView {
  return {
    id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    type: delivery.type,
    eventCreated: delivery.eventCreated,
    createdAt: delivery.createdAt,
    state: delivery.state,
    ...(delivery.state === 'pending' && delivery.nextAttemptAt
      ? { nextAttemptAt: delivery.nextAttemptAt }
      : {}),
    attempts: delivery.attempts.map((attempt) => ({
      at: attempt.at,
      outcome: attempt.outcome,
      ...(attempt.statusCode !== undefined ? { statusCode: attempt.statusCode } : {}),
      ...(attempt.error !== undefined ? { error: attempt.error } : {}),
      durationMs: attempt.durationMs,
      ...(attempt.response !== undefined ? { response: attempt.response } : {}),
      ...(attempt.manual ? { manual: true } : {}),
    })),
  };
}
