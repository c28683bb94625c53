import type { z } from 'zod';
import type { InvitationView, inviteRequest } from '../../contract/organisations';
import { roleNames } from '../../contract/team-roles';
import type { Viewer } from '../../domain/approval';
import { collections, paths } from '../../paths';
import type { Transaction } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import { hashLinkSecret, newLinkSecret } from '../common/link-secret';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';
import {
  invitationLifetimeMs,
  invitationStateOf,
  toInvitationView,
  type InvitationRecord,
} from './invitation-records';
import type { OrganisationRecord } from './organisation-records';
import { authoriseOrganisation, type OrganisationActor } from './organisation-access';
import { recordAudit } from './audit-log';
import { sendInvitationEmail } from './send-invitation-email';

type InviteServices = Pick<Services, 'docs' | 'clock' | 'mailer' | 'publicBaseUrl' | 'identity'>;
type OrganisationAction = { services: InviteServices; orgId: string; viewer: Viewer };

/** Only an owner may make an owner: admins manage everyone else. */
function refuseOwnerByNonOwner(actor: OrganisationActor, role: string): void {
  if (role === 'owner' && actor.membership && actor.membership.role !== 'owner') {
    throw new AppError('forbidden', 'Only an owner can make someone an owner', undefined, {
      right: 'ownership.transfer',
    });
  }
}

/** The events named are the organisation's own, or a 400 naming `eventIds`. */
async function checkEventsOf(
  services: InviteServices,
  orgId: string,
  eventIds: readonly string[] | null | undefined,
): Promise<void> {
  if (!eventIds || eventIds.length === 0) return;
  const events = await services.docs.getAll<EventRecord>(eventIds.map((id) => paths.event(id)));
  if (events.some((event) => event.data?.orgId !== orgId)) {
    throw new AppError('validation_failed', 'Choose events of this organisation', {
      eventIds: 'Not an event of this organisation',
    });
  }
}

async function organisationOf(services: InviteServices, orgId: string) {
  const organisation = (await services.docs.get<OrganisationRecord>(paths.organisation(orgId)))
    .data;
  if (!organisation) throw notFound('Organisation');
  return organisation;
}

/**
 * `POST /api/organisations/{orgId}/invitations`: an owner or admin asks someone in by email,
 * with a role and, but for an owner, the events they may work on. Someone already a member
 * (409), or already invited and not yet answered (409: send that one again), is refused, and
 * nothing is written on any refusal.
 */
export async function inviteMember({
  services,
  orgId,
  viewer,
  input,
}: OrganisationAction & { input: z.output<typeof inviteRequest> }): Promise<InvitationView> {
  const { docs, clock } = services;
  const actor = await authoriseOrganisation(docs, orgId, viewer, 'members.manage');
  refuseOwnerByNonOwner(actor, input.role);
  const [organisation, existingUid, inviter] = await Promise.all([
    organisationOf(services, orgId),
    services.identity.findUidByEmail(input.email),
    services.identity.getAccount(actor.uid),
    checkEventsOf(services, orgId, input.eventIds),
  ]);
  if (existingUid && (await docs.get(paths.membership(orgId, existingUid))).data) {
    throw new AppError('conflict', `${input.email} is a member already`, {
      email: 'A member already',
    });
  }
  const now = clock.now();
  const open = await docs.query<InvitationRecord>({
    collection: collections.invitations,
    where: [
      { field: 'orgId', op: '==', value: orgId },
      { field: 'email', op: '==', value: input.email },
      { field: 'status', op: '==', value: 'pending' },
    ],
  });
  if (open.some((doc) => invitationStateOf(doc.data, now) === 'pending')) {
    throw new AppError(
      'conflict',
      `${input.email} is invited already: send that invitation again`,
      {
        email: 'Invited already',
      },
    );
  }
  const invitationId = docs.newId();
  const token = newLinkSecret();
  const invitation: InvitationRecord = {
    orgId,
    email: input.email,
    role: input.role,
    ...(input.eventIds ? { eventIds: input.eventIds } : {}),
    tokenHash: hashLinkSecret(token),
    invitedBy: actor.uid,
    invitedByEmail: inviter?.email ?? 'A member',
    status: 'pending',
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + invitationLifetimeMs).toISOString(),
    sends: 1,
  };
  await docs.runTransaction(async (tx) => {
    tx.create(paths.invitation(invitationId), invitation);
    recordAudit(tx, orgId, now, {
      kind: 'member.invited',
      actorUid: actor.uid,
      summary: `Invited ${input.email} as ${roleNames[input.role]}`,
      after: { email: input.email, role: input.role, eventIds: input.eventIds ?? null },
    });
  });
  await sendInvitationEmail(services, {
    invitationId,
    token,
    invitation,
    organisationName: organisation.name,
  });
  return toInvitationView(
    { id: invitationId, path: paths.invitation(invitationId), data: invitation },
    now,
  );
}

/**
 * An invitation of this organisation still to be answered (expired ones included), read in
 * the transaction that changes it.
 */
async function openInvitation(tx: Transaction, orgId: string, invitationId: string) {
  const doc = await tx.get<InvitationRecord>(paths.invitation(invitationId));
  if (!doc.data || doc.data.orgId !== orgId) throw notFound('Invitation');
  if (doc.data.status !== 'pending') {
    throw new AppError('conflict', `This invitation was ${doc.data.status} already`);
  }
  return { ...doc, data: doc.data };
}

/**
 * `POST .../invitations/{id}/resend`: the same invitation with a new link (the old one stops
 * working) that works for another 7 days, emailed again.
 */
export async function resendInvitation({
  services,
  orgId,
  viewer,
  invitationId,
}: OrganisationAction & { invitationId: string }): Promise<InvitationView> {
  const { docs, clock } = services;
  const actor = await authoriseOrganisation(docs, orgId, viewer, 'members.manage');
  const organisation = await organisationOf(services, orgId);
  const now = clock.now();
  const token = newLinkSecret();
  const renewed = await docs.runTransaction(async (tx) => {
    const current = await openInvitation(tx, orgId, invitationId);
    const next: InvitationRecord = {
      ...current.data,
      tokenHash: hashLinkSecret(token),
      expiresAt: new Date(now.getTime() + invitationLifetimeMs).toISOString(),
      sends: current.data.sends + 1,
    };
    tx.set(current.path, next);
    recordAudit(tx, orgId, now, {
      kind: 'invitation.resent',
      actorUid: actor.uid,
      summary: `Sent the invitation to ${next.email} again`,
    });
    return { ...current, data: next };
  });
  await sendInvitationEmail(services, {
    invitationId,
    token,
    invitation: renewed.data,
    organisationName: organisation.name,
  });
  return toInvitationView(renewed, now);
}

/** `DELETE .../invitations/{id}`: its link stops working at once. */
export async function revokeInvitation({
  services,
  orgId,
  viewer,
  invitationId,
}: OrganisationAction & { invitationId: string }): Promise<void> {
  const { docs, clock } = services;
  const actor = await authoriseOrganisation(docs, orgId, viewer, 'members.manage');
  await docs.runTransaction(async (tx) => {
    const invitation = (await openInvitation(tx, orgId, invitationId)).data;
    const now = clock.now();
    tx.update(paths.invitation(invitationId), { status: 'revoked', revokedAt: now.toISOString() });
    recordAudit(tx, orgId, now, {
      kind: 'invitation.revoked',
      actorUid: actor.uid,
      summary: `Withdrew the invitation to ${invitation.email}`,
    });
  });
}
