import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import { recordAudit } from '../organisations/audit-log';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { keepWebhookTypes, readOrganisationWebhooks } from './organisation-webhooks';

/**
 * `DELETE /api/organisations/{orgId}/webhooks/{endpointId}` (`webhooks.manage`): the endpoint
 * goes, with the organisation's `webhookTypes` and an audit entry. Its deliveries still due
 * end as failed at their next turn (attempt-webhook-delivery.ts); its log expires with them.
 */
export async function deleteWebhookEndpoint({
  services: { docs, clock },
  orgId,
  endpointId,
  viewer,
}: UseCaseOptions<
  'docs' | 'clock',
  { orgId: string; endpointId: string; viewer: Viewer }
>): Promise<void> {
  await docs.runTransaction(async (tx) => {
    const actor = await authoriseOrganisation(tx, orgId, viewer, 'webhooks.manage');
    const webhooks = await readOrganisationWebhooks(tx, orgId);
    const endpoint = webhooks.endpoints.find((doc) => doc.id === endpointId)?.data;
    if (!endpoint) throw notFound('Webhook endpoint');
    tx.delete(paths.webhookEndpoint(orgId, endpointId));
    keepWebhookTypes(tx, orgId, webhooks, { [endpointId]: undefined });
    recordAudit(tx, orgId, clock.now(), {
      kind: 'webhook.deleted',
      actorUid: actor.uid,
      summary: `Deleted the webhook endpoint ${endpoint.url}`,
      before: { url: endpoint.url, types: endpoint.types, enabled: endpoint.enabled },
    });
  });
}
