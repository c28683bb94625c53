import type { WebhookDeliveriesResponse } from '../../contract/webhooks';
import type { PageQuery } from '../../contract/pages';
import type { Viewer } from '../../domain/approval';
import { collections, paths } from '../../paths';
import { notFound } from '../common/app-error';
import { readPage } from '../common/read-page';
import type { UseCaseOptions } from '../common/use-case-options';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { toDeliveryView, type WebhookDeliveryRecord } from './webhook-records';

/**
 * `GET /api/organisations/{orgId}/webhooks/{endpointId}/deliveries` (`webhooks.manage`): the
 * endpoint's deliveries, newest first, a page at a time, each with its attempts.
 */
export async function listWebhookDeliveries({
  services: { docs },
  orgId,
  endpointId,
  viewer,
  page: pageQuery,
}: UseCaseOptions<
  'docs',
  { orgId: string; endpointId: string; viewer: Viewer; page: PageQuery }
>): Promise<WebhookDeliveriesResponse> {
  await authoriseOrganisation(docs, orgId, viewer, 'webhooks.manage');
  const endpoint = await docs.get(paths.webhookEndpoint(orgId, endpointId));
  if (!endpoint.data) throw notFound('Webhook endpoint');
  const { page, nextCursor } = await readPage<WebhookDeliveryRecord>(
    docs,
    {
      collection: collections.webhookDeliveries,
      where: [{ field: 'endpointId', op: '==', value: endpointId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    pageQuery,
    // Endpoint ids are random, but a delivery is only ever shown to its own organisation.
    (doc) => doc.data.orgId === orgId,
  );
  return {
    deliveries: page.map((doc) => toDeliveryView(doc.id, doc.data)),
    ...(nextCursor !== undefined ? { nextCursor } : {}),
  };
}
