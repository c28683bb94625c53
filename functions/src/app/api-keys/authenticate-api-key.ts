import { apiKeyRefusal } from '../../contract/api-keys';
import type { ApiKeyPrincipal } from '../../domain/api-key-principal';
import { paths } from '../../paths';
import { AppError } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import {
  apiKeyModeOf,
  isUsable,
  lastUsedEvery,
  toApiKeyPrincipal,
  type ApiKeyRecord,
} from './api-key-records';
import { matchesApiKeySecret, parseApiKey } from './api-key-secret';

type Ports = 'docs' | 'clock' | 'backend' | 'projectId';

/** One answer for a key unknown, revoked, expired or of the other mode: nothing to guess from. */
const refused = () => new AppError('unauthenticated', apiKeyRefusal);

/**
 * Who a request's API key is: its record read on every request (one read), so a key revoked or
 * expired is refused at its next request. Notes when it was used, at most once every few
 * minutes per key, rather than a write per request.
 */
export async function authenticateApiKey({
  services,
  key,
}: UseCaseOptions<Ports, { key: string }>): Promise<ApiKeyPrincipal> {
  const { docs, clock } = services;
  const parts = parseApiKey(key);
  if (!parts || parts.mode !== apiKeyModeOf(services)) throw refused();
  const path = paths.apiKey(parts.id);
  const found = await docs.get<ApiKeyRecord>(path);
  const now = clock.now();
  if (!found.data || !matchesApiKeySecret(found.data.secretHash, parts.secret)) throw refused();
  if (!isUsable(found.data, now)) throw refused();
  const { lastUsedAt } = found.data;
  if (lastUsedAt === null || now.getTime() - Date.parse(lastUsedAt) >= lastUsedEvery) {
    // A blind write of one field: a revocation at the same moment keeps its own fields.
    await docs.update(path, { lastUsedAt: now.toISOString() });
  }
  return toApiKeyPrincipal({ id: parts.id, path, data: found.data });
}
