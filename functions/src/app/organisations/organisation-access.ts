import type { TeamRight } from '../../contract/team-roles';
import { membershipOfApiKey, type ApiKeyPrincipal } from '../../domain/api-key-principal';
import type { Viewer } from '../../domain/approval';
import { decide } from '../../domain/team-policy';
import { paths } from '../../paths';
import type { DocReader } from './event-access';
import { refusal } from './event-access';
import type { MembershipRecord } from './organisation-records';

/** Who acts on an organisation: the person, and their membership (none for an administrator). */
export type OrganisationActor = { uid: string; membership: MembershipRecord | undefined };

/** An API key's place in `orgId` as a member's record: in its own organisation only. */
function membershipRecordOfApiKey(
  key: ApiKeyPrincipal,
  orgId: string,
  uid: string,
): MembershipRecord | undefined {
  const membership = membershipOfApiKey(key, orgId);
  if (!membership) return undefined;
  const { role, eventIds } = membership;
  return { orgId, uid, role, eventIds: eventIds ? [...eventIds] : null, addedAt: key.createdAt };
}

/**
 * May `viewer` do the organisation's `right` (its members, invitations, audit log)? Someone
 * who is not a member is told it does not exist (404); a member whose role does not allow it,
 * 403 naming the right. Platform administrators may. Returns who acts, with their membership.
 */
export async function authoriseOrganisation(
  reader: DocReader,
  orgId: string,
  viewer: Viewer,
  right: TeamRight,
): Promise<OrganisationActor> {
  if (!viewer) throw refusal({ allowed: false, answer: 'not_found' }, 'Organisation');
  const membership = viewer.apiKey
    ? membershipRecordOfApiKey(viewer.apiKey, orgId, viewer.uid)
    : (await reader.get<MembershipRecord>(paths.membership(orgId, viewer.uid))).data;
  const decision = decide(
    {
      isPlatformAdmin: viewer.isAdmin && !viewer.apiKey,
      membership,
    },
    right,
  );
  if (!decision.allowed) throw refusal(decision, 'Organisation');
  return { uid: viewer.uid, membership };
}
