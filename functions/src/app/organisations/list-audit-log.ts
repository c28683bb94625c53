import type { z } from 'zod';
import { defaultPageSize } from '../../contract/events';
import type { AuditResponse, auditQuery } from '../../contract/organisations';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { cursorOf, type OrderClause, type WhereClause } from '../../ports/doc-store';
import { decodePageCursor, encodePageCursor } from '../common/page-cursor';
import type { Services } from '../common/services';
import type { AuditRecord } from './audit-log';
import { authoriseOrganisation } from './organisation-access';

const newestFirst: OrderClause[] = [{ field: 'at', direction: 'desc' }];

/**
 * `GET /api/organisations/{orgId}/audit`: the organisation's log, newest first, of one kind
 * or one person's if asked, a page at a time, each entry with its actor's address (owners and
 * admins only: `audit.view`).
 */
export async function listAuditLog({
  services: { docs, identity },
  orgId,
  viewer,
  query: { kind, actor, after, limit = defaultPageSize },
}: {
  services: Pick<Services, 'docs' | 'identity'>;
  orgId: string;
  viewer: Viewer;
  query: z.output<typeof auditQuery>;
}): Promise<AuditResponse> {
  await authoriseOrganisation(docs, orgId, viewer, 'audit.view');
  const where: WhereClause[] = [
    ...(kind ? [{ field: 'kind', op: '==' as const, value: kind }] : []),
    ...(actor ? [{ field: 'actorUid', op: '==' as const, value: actor }] : []),
  ];
  const found = await docs.query<AuditRecord>({
    collection: paths.organisationAudit(orgId),
    ...(where.length > 0 ? { where } : {}),
    orderBy: newestFirst,
    limit: limit + 1,
    ...(after !== undefined ? { startAfter: decodePageCursor(after, newestFirst.length) } : {}),
  });
  const page = found.slice(0, limit);
  const uids = [...new Set(page.map((doc) => doc.data.actorUid))];
  const accounts = uids.length > 0 ? await identity.getAccounts(uids) : [];
  const emails = new Map(accounts.map((account) => [account.uid, account.email]));
  const last = page.at(-1);
  return {
    entries: page.map(({ id, data }) => {
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
    }),
    ...(found.length > limit && last
      ? { nextCursor: encodePageCursor(cursorOf(last, newestFirst)) }
      : {}),
  };
}
