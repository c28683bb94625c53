import type { z } from 'zod';
import type { AuditEntryView, AuditResponse, auditQuery } from '../../contract/organisations';
import { apiKeyIdOfActor } from '../../domain/api-key-principal';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import type { ExistingDoc, WhereClause } from '../../ports/doc-store';
import { readPage, type OrderedQuery } from '../common/read-page';
import type { Services } from '../common/services';
import type { ApiKeyRecord } from '../api-keys/api-key-records';
import type { AuditRecord } from './audit-log';
import { authoriseOrganisation } from './organisation-access';

/** Which entries: of one kind, one person's, both or all. */
export type AuditFilter = Pick<z.output<typeof auditQuery>, 'kind' | 'actor'>;

/**
 * The organisation's log as `filter` asks, newest first: what the list and the CSV download
 * both page through (indexes on kind, actor and both, with `at`: firestore.indexes.json).
 */
export function auditLogQuery(orgId: string, { kind, actor }: AuditFilter): OrderedQuery {
  const where: WhereClause[] = [
    ...(kind ? [{ field: 'kind', op: '==' as const, value: kind }] : []),
    ...(actor ? [{ field: 'actorUid', op: '==' as const, value: actor }] : []),
  ];
  return {
    collection: paths.organisationAudit(orgId),
    ...(where.length > 0 ? { where } : {}),
    orderBy: [{ field: 'at', direction: 'desc' }],
  };
}

/** What an API key's actions are signed with in the log: "API key Door gates". */
async function apiKeyNames(
  docs: Services['docs'],
  actorUids: readonly string[],
): Promise<Array<[string, string]>> {
  const keyActors = actorUids.flatMap((uid) => {
    const keyId = apiKeyIdOfActor(uid);
    return keyId ? [{ uid, keyId }] : [];
  });
  if (keyActors.length === 0) return [];
  const keys = await docs.getAll<ApiKeyRecord>(keyActors.map(({ keyId }) => paths.apiKey(keyId)));
  return keyActors.map(({ uid }, index) => [
    uid,
    `API key ${keys[index]?.data?.name ?? ''}`.trim(),
  ]);
}

/**
 * A page of entries as people read them: each with its actor's address, if still known, or
 * for an API key its name ("API key Door gates").
 */
export async function toAuditEntryViews(
  { identity, docs }: Pick<Services, 'identity' | 'docs'>,
  page: ReadonlyArray<ExistingDoc<AuditRecord>>,
): Promise<AuditEntryView[]> {
  const actorUids = [...new Set(page.map((doc) => doc.data.actorUid))];
  const uids = actorUids.filter((uid) => apiKeyIdOfActor(uid) === undefined);
  const [accounts, keyNames] = await Promise.all([
    uids.length > 0 ? identity.getAccounts(uids) : [],
    apiKeyNames(docs, actorUids),
  ]);
  const emails = new Map([
    ...accounts.map((account): [string, string | undefined] => [account.uid, account.email]),
    ...keyNames,
  ]);
  return page.map(({ id, data }) => {
    const email = emails.get(data.actorUid);
    return {
      id,
      at: data.at,
      kind: data.kind,
      actorUid: data.actorUid,
      ...(email ? { actorEmail: email } : {}),
      summary: data.summary,
      ...(data.eventId ? { eventId: data.eventId } : {}),
      ...(data.before ? { before: data.before } : {}),
      ...(data.after ? { after: data.after } : {}),
    };
  });
}

/**
 * `GET /api/organisations/{orgId}/audit`: the organisation's log, newest first, of one kind
 * or one person's if asked, a page at a time, each entry with its actor's address (owners and
 * admins only: `audit.view`).
 */
export async function listAuditLog({
  services: { docs, identity },
  orgId,
  viewer,
  query: { kind, actor, after, limit },
}: {
  services: Pick<Services, 'docs' | 'identity'>;
  orgId: string;
  viewer: Viewer;
  query: z.output<typeof auditQuery>;
}): Promise<AuditResponse> {
  await authoriseOrganisation(docs, orgId, viewer, 'audit.view');
  const { page, nextCursor } = await readPage<AuditRecord>(
    docs,
    auditLogQuery(orgId, { kind, actor }),
    { ...(after !== undefined ? { after } : {}), ...(limit !== undefined ? { limit } : {}) },
  );
  return {
    entries: await toAuditEntryViews({ identity, docs }, page),
    ...(nextCursor !== undefined ? { nextCursor } : {}),
  };
}
