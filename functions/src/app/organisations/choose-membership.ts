import { membershipOfApiKey, type ApiKeyPrincipal } from '../../domain/api-key-principal';
import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import type { MembershipRecord } from './organisation-records';
import { personalOrganisationId } from './personal-organisation';

/**
 * Whose events a person's lists (events, money) show: the organisation asked for (404 unless
 * they belong to it), else their own, else the first they joined; undefined for someone in
 * none yet. An API key's lists are its own organisation's (404 for any other).
 */
export async function chooseMembership(
  docs: DocStore,
  uid: string,
  orgId: string | undefined,
  apiKey?: ApiKeyPrincipal,
): Promise<MembershipRecord | undefined> {
  if (apiKey) {
    const membership = membershipOfApiKey(apiKey, orgId ?? apiKey.orgId);
    if (!membership) throw notFound('Organisation');
    const { role, eventIds } = membership;
    const limit = eventIds ? [...eventIds] : null;
    return { orgId: apiKey.orgId, uid, role, eventIds: limit, addedAt: apiKey.createdAt };
  }
  if (orgId !== undefined) {
    const asked = (await docs.get<MembershipRecord>(paths.membership(orgId, uid))).data;
    if (!asked) throw notFound('Organisation');
    return asked;
  }
  const own = (await docs.get<MembershipRecord>(paths.membership(personalOrganisationId(uid), uid)))
    .data;
  if (own) return own;
  const all = await docs.query<MembershipRecord>({
    collection: collections.memberships,
    where: [{ field: 'uid', op: '==', value: uid }],
  });
  return all.sort((a, b) => a.data.addedAt.localeCompare(b.data.addedAt))[0]?.data;
}
