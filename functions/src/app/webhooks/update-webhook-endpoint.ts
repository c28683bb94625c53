import type { z } from 'zod';
import type {
  updateWebhookEndpointRequest,
  WebhookEndpointResponse,
} from '../../contract/webhooks';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { deleteField, type DocValue } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
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

type Changeable = 'url' | 'description' | 'types' | 'enabled';
const changeable: readonly Changeable[] = ['url', 'description', 'types', 'enabled'];

/**
 * `PATCH /api/organisations/{orgId}/webhooks/{endpointId}` (`webhooks.manage`): its url,
 * description, types or whether it is on. A new URL is checked as at create (400 naming
 * `url`). Turning it back on clears its failing record, so it gets a new 24 hours. The
 * organisation's `webhookTypes` and the audit log change with it; a change to nothing
 * records nothing.
 */
export async function updateWebhookEndpoint({
  services: { docs, clock, webhookSender },
  orgId,
  endpointId,
  viewer,
  input,
}: UseCaseOptions<
  'docs' | 'clock' | 'webhookSender',
  {
    orgId: string;
    endpointId: string;
    viewer: Viewer;
    input: z.output<typeof updateWebhookEndpointRequest>;
  }
>): Promise<WebhookEndpointResponse> {
  await authoriseOrganisation(docs, orgId, viewer, 'webhooks.manage');
  if (input.url !== undefined) await requireReachableUrl(senderOf(webhookSender), input.url);
  const now = clock.now();
  const endpoint = await docs.runTransaction(async (tx) => {
    const actor = await authoriseOrganisation(tx, orgId, viewer, 'webhooks.manage');
    const webhooks = await readOrganisationWebhooks(tx, orgId);
    const before = webhooks.endpoints.find((doc) => doc.id === endpointId)?.data;
    if (!before) throw notFound('Webhook endpoint');
    const changed = changeable.filter(
      (field) =>
        input[field] !== undefined &&
        JSON.stringify(input[field]) !== JSON.stringify(before[field]),
    );
    if (changed.length === 0) return before;
    const after: WebhookEndpointRecord = {
      ...before,
      ...Object.fromEntries(changed.map((field) => [field, input[field]])),
      updatedAt: now.toISOString(),
    };
    const turnedOn = after.enabled && !before.enabled;
    if (turnedOn) {
      delete after.failingSince;
      delete after.switchedOffAt;
    }
    tx.update(paths.webhookEndpoint(orgId, endpointId), {
      ...Object.fromEntries(changed.map((field) => [field, after[field]])),
      ...(turnedOn ? { failingSince: deleteField, switchedOffAt: deleteField } : {}),
      updatedAt: after.updatedAt,
    });
    keepWebhookTypes(tx, orgId, webhooks, { [endpointId]: after });
    const fields = (record: WebhookEndpointRecord) =>
      Object.fromEntries(changed.map((field): [string, DocValue] => [field, record[field]]));
    recordAudit(tx, orgId, now, {
      kind: 'webhook.changed',
      actorUid: actor.uid,
      summary: `Changed the webhook endpoint ${after.url}: ${changed.join(', ')}`,
      before: fields(before),
      after: fields(after),
    });
    return after;
  });
  return { endpoint: toEndpointView(endpointId, endpoint, now) };
}
