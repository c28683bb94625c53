import { webhookEventTypes } from '../../contract/webhook-events';
import { paths } from '../../paths';
import type { ExistingDoc, Transaction } from '../../ports/doc-store';
import type { WebhookSender } from '../../ports/webhook-sender';
import { AppError, notFound } from '../common/app-error';
import type { OrganisationRecord } from '../organisations/organisation-records';
import type { WebhookEndpointRecord } from './webhook-records';

/** An organisation and its endpoints, read in a transaction before anything is written. */
export type OrganisationWebhooks = {
  organisation: OrganisationRecord;
  endpoints: Array<ExistingDoc<WebhookEndpointRecord>>;
};

export async function readOrganisationWebhooks(
  tx: Pick<Transaction, 'get' | 'query'>,
  orgId: string,
): Promise<OrganisationWebhooks> {
  const [organisation, endpoints] = await Promise.all([
    tx.get<OrganisationRecord>(paths.organisation(orgId)),
    tx.query<WebhookEndpointRecord>({ collection: paths.webhookEndpoints(orgId) }),
  ]);
  if (!organisation.data) throw notFound('Organisation');
  return { organisation: organisation.data, endpoints };
}

/** The types at least one enabled endpoint asks for, in the contract's order. */
export function webhookTypesOf(
  endpoints: Iterable<Pick<WebhookEndpointRecord, 'enabled' | 'types'>>,
): string[] {
  const wanted = new Set<string>();
  for (const endpoint of endpoints) {
    if (endpoint.enabled) for (const type of endpoint.types) wanted.add(type);
  }
  return webhookEventTypes.filter((type) => wanted.has(type));
}

/**
 * Keeps `organisations/{orgId}.webhookTypes` what the endpoints will be once the transaction
 * commits (`after`: each endpoint by id, undefined for one deleted), in the same transaction,
 * so a use case never stages an event nobody asked for or misses one somebody did.
 */
export function keepWebhookTypes(
  tx: Pick<Transaction, 'update'>,
  orgId: string,
  { organisation, endpoints }: OrganisationWebhooks,
  after: Record<string, WebhookEndpointRecord | undefined>,
): void {
  const byId = new Map(
    endpoints.map((doc) => [doc.id, doc.data as WebhookEndpointRecord | undefined]),
  );
  for (const [id, endpoint] of Object.entries(after)) byId.set(id, endpoint);
  const types = webhookTypesOf([...byId.values()].filter((endpoint) => endpoint !== undefined));
  const before = organisation.webhookTypes ?? [];
  if (types.length === before.length && types.every((type, index) => type === before[index])) {
    return;
  }
  tx.update(paths.organisation(orgId), { webhookTypes: types });
}

/** The sender, which every process that runs webhooks has (config/services.ts). */
export function senderOf(sender: WebhookSender | undefined): WebhookSender {
  if (!sender) throw new Error('No webhook sender in these services');
  return sender;
}

/** A 400 naming `url` when the sender may not send to it now, saying why. */
export async function requireReachableUrl(sender: WebhookSender, url: string): Promise<void> {
  const refusal = await sender.refusal(url);
  if (refusal) {
    throw new AppError('validation_failed', `Invalid request: url: ${refusal}`, { url: refusal });
  }
}
