import type { ApiKeyMode, ApiKeyRole, ApiKeyView } from '../../contract/api-keys';
import type { ApiKeyPrincipal } from '../../domain/api-key-principal';
import type { DocData, ExistingDoc } from '../../ports/doc-store';
import type { Services } from '../common/services';

/**
 * `apiKeys/{keyId}`: one of an organisation's API keys. The id is the key's public part; the
 * secret after it is kept only as its SHA-256 (`secretHash`): the store alone opens nothing.
 * A revoked key keeps its record, so the audit log still names it.
 */
export type ApiKeyRecord = DocData & {
  orgId: string;
  name: string;
  role: ApiKeyRole;
  eventIds: string[] | null;
  mode: ApiKeyMode;
  secretHash: string;
  createdBy: string;
  createdByEmail?: string;
  createdAt: string;
  expiresAt: string | null;
  /** Written at most once every `lastUsedEvery` (ms), never once per request. */
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy?: string;
  passedSecondStep: boolean;
};

/** How stale "last used" may be: one write per key per five minutes at most. */
export const lastUsedEvery = 5 * 60_000;

/**
 * Which keys this deployment makes and takes: `test` on the emulators and local stacks (the
 * embedded backend, or a `demo-` project, which only the emulators run), `live` in production.
 */
export function apiKeyModeOf({ backend, projectId }: Pick<Services, 'backend' | 'projectId'>) {
  return backend === 'embedded' || projectId.startsWith('demo-') ? 'test' : 'live';
}

/** The key's first characters, as its list shows them: `tp_live_` and its id. */
export const apiKeyPrefix = (mode: ApiKeyMode, keyId: string) => `tp_${mode}_${keyId}`;

export function isUsable(record: ApiKeyRecord, now: Date): boolean {
  if (record.revokedAt !== null) return false;
  return record.expiresAt === null || Date.parse(record.expiresAt) > now.getTime();
}

export function toApiKeyView({ id, data }: ExistingDoc<ApiKeyRecord>): ApiKeyView {
  return {
    id,
    name: data.name,
    prefix: apiKeyPrefix(data.mode, id),
    role: data.role,
    eventIds: data.eventIds,
    createdByUid: data.createdBy,
    ...(data.createdByEmail ? { createdByEmail: data.createdByEmail } : {}),
    createdAt: data.createdAt,
    expiresAt: data.expiresAt,
    lastUsedAt: data.lastUsedAt,
    revokedAt: data.revokedAt,
  };
}

export function toApiKeyPrincipal({ id, data }: ExistingDoc<ApiKeyRecord>): ApiKeyPrincipal {
  return {
    id,
    orgId: data.orgId,
    name: data.name,
    role: data.role,
    eventIds: data.eventIds,
    createdAt: data.createdAt,
    passedSecondStep: data.passedSecondStep,
  };
}
