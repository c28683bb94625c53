import type { WebhookEndpointsResponse } from '../../contract/webhooks';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { UseCaseOptions } from '../common/use-case-options';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { toEndpointView, type WebhookEndpointRecord } from './webhook-records';

/**
 * `GET /api/organisations/{orgId}/webhooks` (`webhooks.manage`): the endpoints, oldest
 * first, each with who made it; never a secret.
 */
export async function listWebhookEndpoints({
  services: { docs, clock, identity },
  orgId,
  viewer,
}: UseCaseOptions<
  'docs' | 'clock' | 'identity',
  { orgId: string; viewer: Viewer }
>): Promise<WebhookEndpointsResponse> {
  await authoriseOrganisation(docs, orgId, viewer, 'webhooks.manage');
  const endpoints = await docs.query<WebhookEndpointRecord>({
    collection: paths.webhookEndpoints(orgId),
  });
  endpoints.sort(
    (a, b) => a.data.createdAt.localeCompare(b.data.createdAt) || a.id.localeCompare(b.id),
  );
  const uids = [...new Set(endpoints.map((doc) => doc.data.createdByUid))];
  const accounts = uids.length > 0 ? await identity.getAccounts(uids) : [];
  const emails = new Map(accounts.map((account) => [account.uid, account.email]));
  const now = clock.now();
  return {
    endpoints: endpoints.map(({ id, data }) =>
      toEndpointView(id, data, now, emails.get(data.createdByUid)),
    ),
  };
}
