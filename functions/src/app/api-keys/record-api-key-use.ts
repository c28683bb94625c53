import { apiKeyActorUid, type ApiKeyPrincipal } from '../../domain/api-key-principal';
import type { UseCaseOptions } from '../common/use-case-options';
import { recordAudit } from '../organisations/audit-log';

const eventOfPath = /^\/api\/events\/([^/]+)\//;

/**
 * An `api_key.used` entry in the key's organisation's log: a change made with the key (the
 * method and path), beside whatever entry the change itself records, so every change a key
 * makes is in the log under its name, even one that records none of its own.
 */
export async function recordApiKeyUse({
  services: { docs, clock },
  apiKey,
  method,
  path,
}: UseCaseOptions<'docs' | 'clock', { apiKey: ApiKeyPrincipal; method: string; path: string }>) {
  const eventId = eventOfPath.exec(path)?.[1];
  await docs.runTransaction(async (tx) => {
    recordAudit(tx, apiKey.orgId, clock.now(), {
      kind: 'api_key.used',
      actorUid: apiKeyActorUid(apiKey.id),
      summary: `${method} ${path}`,
      ...(eventId ? { eventId } : {}),
    });
  });
}
