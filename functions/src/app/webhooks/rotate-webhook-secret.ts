import type { WebhookEndpointWithSecretResponse } from '../../contract/webhooks';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { recordAudit } from '../organisations/audit-log';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { secretHint, toEndpointView, type WebhookEndpointRecord } from './webhook-records';
import { newWebhookSecret, previousSecretSignsMs } from './webhook-secret';

/**
 * `POST /api/organisations/{orgId}/webhooks/{endpointId}/rotate-secret` (`webhooks.manage`):
 * a new signing secret, answered this once. The one it replaces signs beside it for 24 hours,
 * so the receiver can be given the new one without missing a delivery. A rotation within
 * those 24 hours drops the oldest: two secrets sign at most.
 */
export async function rotateWebhookSecret({
  services: { docs, clock },
  orgId,
  endpointId,
  viewer,
}: UseCaseOptions<
  'docs' | 'clock',
  { orgId: string; endpointId: string; viewer: Viewer }
>): Promise<WebhookEndpointWithSecretResponse> {
  const secret = newWebhookSecret();
  const now = clock.now();
  const endpoint = await docs.runTransaction(async (tx) => {
    const actor = await authoriseOrganisation(tx, orgId, viewer, 'webhooks.manage');
    const path = paths.webhookEndpoint(orgId, endpointId);
    const before = (await tx.get<WebhookEndpointRecord>(path)).data;
    if (!before) throw notFound('Webhook endpoint');
    const previousSecretExpiresAt = new Date(now.getTime() + previousSecretSignsMs).toISOString();
    const after: WebhookEndpointRecord = {
      ...before,
      secret,
      previousSecret: before.secret,
      previousSecretExpiresAt,
      updatedAt: now.toISOString(),
    };
    tx.update(path, {
      secret,
      previousSecret: before.secret,
      previousSecretExpiresAt,
      updatedAt: after.updatedAt,
    });
    recordAudit(tx, orgId, now, {
      kind: 'webhook.secret_rotated',
      actorUid: actor.uid,
      summary: `Rotated the signing secret of the webhook endpoint ${after.url}`,
      before: { secret: secretHint(before.secret) },
      after: { secret: secretHint(secret) },
    });
    return after;
  });
  return { endpoint: toEndpointView(endpointId, endpoint, now), secret };
}
