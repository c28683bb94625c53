import type { z } from 'zod';
import {
  maxWebhookEndpoints,
  type createWebhookEndpointRequest,
  type WebhookEndpointWithSecretResponse,
} from '../../contract/webhooks';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { recordAudit } from '../organisations/audit-log';
import { authoriseOrganisation } from '../organisations/organisation-access';
import {
  keepWebhookTypes,
  readOrganisationWebhooks,
  requireReachableUrl,
  senderOf,
} from './organisation-webhooks';
import { toEndpointView, type WebhookEndpointRecord } from './webhook-records';
import { newWebhookSecret } from './webhook-secret';

/**
 * `POST /api/organisations/{orgId}/webhooks` (`webhooks.manage`): a new endpoint and its
 * signing secret, which is answered this once and never again. A URL the sender may not reach
 * (not https outside the emulators, a refused address) is a 400 naming `url`, and nothing is
 * written. The organisation's `webhookTypes` and the audit log change with it.
 */
export async function createWebhookEndpoint({
  services: { docs, clock, webhookSender },
  orgId,
  viewer,
  input,
}: UseCaseOptions<
  'docs' | 'clock' | 'webhookSender',
  { orgId: string; viewer: Viewer; input: z.output<typeof createWebhookEndpointRequest> }
>): Promise<WebhookEndpointWithSecretResponse> {
  await authoriseOrganisation(docs, orgId, viewer, 'webhooks.manage');
  await requireReachableUrl(senderOf(webhookSender), input.url);
  const id = docs.newId();
  const secret = newWebhookSecret();
  const now = clock.now();
  const endpoint = await docs.runTransaction(async (tx) => {
    const actor = await authoriseOrganisation(tx, orgId, viewer, 'webhooks.manage');
    const webhooks = await readOrganisationWebhooks(tx, orgId);
    if (webhooks.endpoints.length >= maxWebhookEndpoints) {
      throw new AppError(
        'conflict',
        `An organisation has at most ${maxWebhookEndpoints} webhook endpoints`,
      );
    }
    const record: WebhookEndpointRecord = {
      url: input.url,
      description: input.description ?? '',
      types: input.types,
      enabled: input.enabled ?? true,
      secret,
      createdAt: now.toISOString(),
      createdByUid: actor.uid,
      updatedAt: now.toISOString(),
    };
    tx.create(paths.webhookEndpoint(orgId, id), record);
    keepWebhookTypes(tx, orgId, webhooks, { [id]: record });
    recordAudit(tx, orgId, now, {
      kind: 'webhook.created',
      actorUid: actor.uid,
      summary: `Added the webhook endpoint ${record.url}`,
      after: { url: record.url, types: record.types, enabled: record.enabled },
    });
    return record;
  });
  return { endpoint: toEndpointView(id, endpoint, now), secret };
}
