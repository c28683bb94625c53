import type { InvitationPreview } from '../../contract/organisations';
import { paths } from '../../paths';
import type { VerifiedUser } from '../../ports/identity';
import { AppError, notFound } from '../common/app-error';
import { matchesLinkSecret } from '../common/link-secret';
import type { Services } from '../common/services';
import { roleNames } from '../../contract/team-roles';
import { recordAudit } from './audit-log';
import { invitationStateOf, type InvitationRecord } from './invitation-records';
import type { MembershipRecord, OrganisationRecord } from './organisation-records';

type InvitationLink = { invitationId: string; token: string };

/**
 * The invitation a link opens: a wrong secret is a link that does not exist (404); one used,
 * revoked or expired is gone (410, `details.reason` saying which).
 */
function openedBy(
  invitation: InvitationRecord | undefined,
  token: string,
  now: Date,
): InvitationRecord {
  if (!invitation || !matchesLinkSecret(invitation.tokenHash, token)) {
    throw notFound('Invitation');
  }
  const state = invitationStateOf(invitation, now);
  if (state !== 'pending') {
    const why = {
      accepted: 'This invitation was accepted already: it works once',
      revoked: 'This invitation was withdrawn',
      expired: 'This invitation has expired: ask for a new one',
    }[state];
    throw new AppError('gone', why, undefined, { reason: state });
  }
  return invitation;
}

/** `GET /api/invitations/{id}` with the link's secret: what accepting means. */
export async function getInvitation({
  services: { docs, clock },
  invitationId,
  token,
}: { services: Pick<Services, 'docs' | 'clock'> } & InvitationLink): Promise<InvitationPreview> {
  const found = (await docs.get<InvitationRecord>(paths.invitation(invitationId))).data;
  const invitation = openedBy(found, token, clock.now());
  const organisation = (await docs.get<OrganisationRecord>(paths.organisation(invitation.orgId)))
    .data;
  if (!organisation) throw notFound('Invitation');
  return {
    organisationName: organisation.name,
    email: invitation.email,
    role: invitation.role,
    invitedByEmail: invitation.invitedByEmail,
    expiresAt: invitation.expiresAt,
  };
}

/**
 * `POST /api/invitations/{id}/accept`: the signed-in person, whose verified email must be the
 * one invited, becomes a member with the invitation's role and events, once (the invitation is
 * used in the same transaction).
 */
export async function acceptInvitation({
  services: { docs, clock },
  invitationId,
  token,
  user,
}: { services: Pick<Services, 'docs' | 'clock'>; user: VerifiedUser } & InvitationLink): Promise<{
  orgId: string;
  role: MembershipRecord['role'];
}> {
  return docs.runTransaction(async (tx) => {
    const now = clock.now();
    const invitation = openedBy(
      (await tx.get<InvitationRecord>(paths.invitation(invitationId))).data,
      token,
      now,
    );
    if (!user.emailVerified) {
      throw new AppError('forbidden', 'Verify your email address first, then accept');
    }
    if (user.email?.toLowerCase() !== invitation.email) {
      throw new AppError(
        'forbidden',
        `This invitation is for ${invitation.email}: sign in with that address to accept it`,
      );
    }
    const membershipPath = paths.membership(invitation.orgId, user.uid);
    const existing = (await tx.get<MembershipRecord>(membershipPath)).data;
    if (existing) throw new AppError('conflict', 'You are a member of this organisation already');
    const at = now.toISOString();
    const membership: MembershipRecord = {
      orgId: invitation.orgId,
      uid: user.uid,
      role: invitation.role,
      ...(invitation.eventIds ? { eventIds: invitation.eventIds } : {}),
      addedAt: at,
    };
    tx.create(membershipPath, membership);
    tx.update(paths.invitation(invitationId), {
      status: 'accepted',
      acceptedAt: at,
      acceptedBy: user.uid,
    });
    recordAudit(tx, invitation.orgId, now, {
      kind: 'member.joined',
      actorUid: user.uid,
      summary: `${invitation.email} joined as ${roleNames[invitation.role]}`,
      after: { role: invitation.role, eventIds: invitation.eventIds ?? null },
    });
    return { orgId: invitation.orgId, role: invitation.role };
  });
}
