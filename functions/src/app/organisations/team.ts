import type { z } from 'zod';
import type {
  changeMemberRequest,
  MemberView,
  MyOrganisationsResponse,
  TeamResponse,
} from '../../contract/organisations';
import type { Viewer } from '../../domain/approval';
import { collections, paths } from '../../paths';
import type { Transaction } from '../../ports/doc-store';
import type { AccountSummary } from '../../ports/identity';
import type { UserRecord } from '../accounts/user-records';
import { AppError, notFound } from '../common/app-error';
import type { Services } from '../common/services';
import { toInvitationView, type InvitationRecord } from './invitation-records';
import { roleNames } from '../../contract/team-roles';
import { recordAudit } from './audit-log';
import { authoriseOrganisation } from './organisation-access';
import type { MembershipRecord, OrganisationRecord } from './organisation-records';

type TeamServices = Pick<Services, 'docs' | 'clock' | 'identity'>;
type OrganisationAction = { services: TeamServices; orgId: string; viewer: Viewer };

const membersOf = (orgId: string) => ({
  collection: collections.memberships,
  where: [{ field: 'orgId', op: '==' as const, value: orgId }],
});

/** `GET /api/organisations/{orgId}/team`: members with their roles, and open invitations. */
export async function listTeam({
  services: { docs, clock, identity },
  orgId,
  viewer,
}: OrganisationAction): Promise<TeamResponse> {
  await authoriseOrganisation(docs, orgId, viewer, 'members.manage');
  const [organisation, memberships, invitations] = await Promise.all([
    docs.get<OrganisationRecord>(paths.organisation(orgId)),
    docs.query<MembershipRecord>(membersOf(orgId)),
    docs.query<InvitationRecord>({
      collection: collections.invitations,
      where: [
        { field: 'orgId', op: '==', value: orgId },
        { field: 'status', op: '==', value: 'pending' },
      ],
    }),
  ]);
  if (!organisation.data) throw notFound('Organisation');
  // Addresses from the accounts (a profile may not exist yet), names from the profiles.
  const uids = memberships.map((doc) => doc.data.uid);
  const [profiles, accounts] =
    uids.length > 0
      ? await Promise.all([
          docs.getAll<UserRecord>(uids.map((uid) => paths.user(uid))),
          identity.getAccounts(uids),
        ])
      : [[], []];
  const accountsByUid = new Map(accounts.map((account) => [account.uid, account]));
  const now = clock.now();
  return {
    organisation: { id: orgId, name: organisation.data.name, slug: organisation.data.slug },
    members: memberships
      .map((doc, index) =>
        toMemberView(doc.data, profiles[index]?.data, accountsByUid.get(doc.data.uid)),
      )
      .sort((a, b) => a.addedAt.localeCompare(b.addedAt)),
    invitations: invitations
      .map((doc) => toInvitationView(doc, now))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
}

function toMemberView(
  membership: MembershipRecord,
  profile: UserRecord | undefined,
  account: AccountSummary | undefined,
): MemberView {
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return {
    uid: membership.uid,
    email: account?.email ?? profile?.email ?? '',
    ...(name ? { name } : {}),
    role: membership.role,
    ...(membership.eventIds ? { eventIds: membership.eventIds } : {}),
    addedAt: membership.addedAt,
    ...(account?.lastActiveAt ? { lastActiveAt: account.lastActiveAt } : {}),
  };
}

/** How many owners the organisation has, read in the transaction that may take one away. */
async function ownersLeft(tx: Transaction, orgId: string): Promise<number> {
  const members = await tx.query<MembershipRecord>(membersOf(orgId));
  return members.filter((doc) => doc.data.role === 'owner').length;
}

/**
 * The change a manager may make to `target`: only an owner changes an owner or makes one, and
 * the last owner is never demoted nor removed (ownership is handed over first).
 */
async function checkChange(
  tx: Transaction,
  {
    orgId,
    actorRole,
    target,
    nextRole,
  }: {
    orgId: string;
    actorRole: MembershipRecord['role'] | undefined;
    target: MembershipRecord;
    nextRole: MembershipRecord['role'] | undefined;
  },
): Promise<void> {
  const touchesOwner = target.role === 'owner' || nextRole === 'owner';
  if (touchesOwner && actorRole !== undefined && actorRole !== 'owner') {
    throw new AppError(
      'forbidden',
      'Only an owner can change who owns the organisation',
      undefined,
      {
        right: 'ownership.transfer',
      },
    );
  }
  if (target.role === 'owner' && nextRole !== 'owner' && (await ownersLeft(tx, orgId)) <= 1) {
    throw new AppError(
      'conflict',
      'The organisation needs an owner: make someone else an owner first',
    );
  }
}

/**
 * Rewrites `uid`'s membership as `write` says (undefined: removes it), in a transaction that
 * checks the change first (see checkChange). Returns what was written.
 */
async function rewriteMembership(
  { docs, clock }: Pick<TeamServices, 'docs' | 'clock'>,
  {
    orgId,
    uid,
    actor,
    nextRole,
    subject,
  }: {
    orgId: string;
    uid: string;
    actor: { uid: string; membership: MembershipRecord | undefined };
    /** Who is changed, as the log names them. */
    subject: string;
    nextRole: MembershipRecord['role'] | undefined;
  },
  write: (target: MembershipRecord) => MembershipRecord | undefined,
): Promise<MembershipRecord | undefined> {
  return docs.runTransaction(async (tx) => {
    const path = paths.membership(orgId, uid);
    const target = (await tx.get<MembershipRecord>(path)).data;
    if (!target) throw notFound('Member');
    await checkChange(tx, { orgId, actorRole: actor.membership?.role, target, nextRole });
    const next = write(target);
    if (next) tx.set(path, next);
    else tx.delete(path);
    const who = actor.uid === uid ? 'left' : 'was removed';
    recordAudit(tx, orgId, clock.now(), {
      kind: next ? 'member.changed' : 'member.removed',
      actorUid: actor.uid,
      summary: next ? `Made ${subject} ${roleNames[next.role]}` : `${subject} ${who}`,
      before: { uid, role: target.role, eventIds: target.eventIds ?? null },
      ...(next ? { after: { uid, role: next.role, eventIds: next.eventIds ?? null } } : {}),
    });
    return next;
  });
}

/** `PATCH /api/organisations/{orgId}/members/{uid}`: a member's role and events. */
export async function changeMember({
  services: { docs, clock, identity },
  orgId,
  viewer,
  uid,
  input,
}: OrganisationAction & {
  uid: string;
  input: z.output<typeof changeMemberRequest>;
}): Promise<MemberView> {
  const actor = await authoriseOrganisation(docs, orgId, viewer, 'members.manage');
  const account = await identity.getAccount(uid);
  const changed = await rewriteMembership(
    { docs, clock },
    { orgId, uid, actor, nextRole: input.role, subject: account?.email ?? 'a member' },
    (target): MembershipRecord => {
      // Unsaid, the events stay as they were (null: all of them); an owner has them all.
      const eventIds = input.eventIds === undefined ? target.eventIds : input.eventIds;
      return {
        orgId,
        uid,
        role: input.role,
        ...(eventIds && input.role !== 'owner' ? { eventIds } : {}),
        addedAt: target.addedAt,
      };
    },
  );
  if (!changed) throw notFound('Member');
  const profile = await docs.get<UserRecord>(paths.user(uid));
  return toMemberView(changed, profile.data, account);
}

/**
 * `DELETE /api/organisations/{orgId}/members/{uid}`: removed, they are refused on their next
 * request (the membership is read on every one). A member may also leave (their own uid).
 */
export async function removeMember({
  services: { docs, clock, identity },
  orgId,
  viewer,
  uid,
}: OrganisationAction & { uid: string }): Promise<void> {
  const leaving = viewer?.uid === uid;
  const actor = leaving
    ? { membership: (await docs.get<MembershipRecord>(paths.membership(orgId, uid))).data }
    : await authoriseOrganisation(docs, orgId, viewer, 'members.manage');
  if (leaving && !actor.membership) throw notFound('Organisation');
  await rewriteMembership(
    { docs, clock },
    {
      orgId,
      uid,
      actor: { uid: viewer?.uid ?? '', membership: actor.membership },
      nextRole: undefined,
      subject: (await identity.getAccount(uid))?.email ?? 'A member',
    },
    () => undefined,
  );
}

/** `GET /api/organisations/mine`: the organisations the signed-in person belongs to. */
export async function listMyOrganisations({
  services: { docs },
  uid,
}: {
  services: TeamServices;
  uid: string;
}): Promise<MyOrganisationsResponse> {
  const memberships = await docs.query<MembershipRecord>({
    collection: collections.memberships,
    where: [{ field: 'uid', op: '==', value: uid }],
  });
  if (memberships.length === 0) return { organisations: [] };
  const organisations = await docs.getAll<OrganisationRecord>(
    memberships.map((doc) => paths.organisation(doc.data.orgId)),
  );
  return {
    organisations: memberships.flatMap((doc, index) => {
      const organisation = organisations[index]?.data;
      return organisation
        ? [
            {
              id: doc.data.orgId,
              name: organisation.name,
              slug: organisation.slug,
              role: doc.data.role,
            },
          ]
        : [];
    }),
  };
}
