import type { InvitationView } from '../../contract/organisations';
import type { TeamRole } from '../../contract/team-roles';
import type { DocData, ExistingDoc } from '../../ports/doc-store';

/** How long an invitation's link works. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * `invitations/{id}`: someone asked into an organisation by email. Its link's secret is never
 * stored, only its SHA-256; sending it again makes a new secret (the old link stops working).
 */
export type InvitationRecord = DocData & {
  orgId: string;
  email: string;
  role: TeamRole;
  eventIds?: string[] | null;
  tokenHash: string;
  invitedBy: string;
  invitedByEmail: string;
  status: 'pending' | 'accepted' | 'revoked';
  createdAt: string;
  expiresAt: string;
  /** How many times it was sent: each sending is its own email. */
  sends: number;
  acceptedAt?: string;
  acceptedBy?: string;
  revokedAt?: string;
};

/** Pending until accepted or revoked, or until it expires. */
export function invitationStateOf(
  invitation: InvitationRecord,
  now: Date,
): InvitationView['state'] {
  if (invitation.status !== 'pending') return invitation.status;
  return Date.parse(invitation.expiresAt) <= now.getTime() ? 'expired' : 'pending';
}

export function toInvitationView(doc: ExistingDoc<InvitationRecord>, now: Date): InvitationView {
  const invitation = doc.data;
  return {
    id: doc.id,
    email: invitation.email,
    role: invitation.role,
    ...(invitation.eventIds ? { eventIds: invitation.eventIds } : {}),
    invitedByEmail: invitation.invitedByEmail,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    state: invitationStateOf(invitation, now),
  };
}
