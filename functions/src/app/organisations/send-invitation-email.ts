import { roleNames } from '../../contract/team-roles';
import type { Services } from '../common/services';
import { sendLinkEmail } from '../email/link-email';
import type { InvitationRecord } from './invitation-records';

/**
 * Asks the invitee in. The link carries the secret after `#`, so it never reaches a server
 * log; each sending is its own message (`sends`), so a resend goes once too.
 */
export async function sendInvitationEmail(
  { mailer, publicBaseUrl }: Pick<Services, 'mailer' | 'publicBaseUrl'>,
  {
    invitationId,
    token,
    invitation,
    organisationName,
  }: {
    invitationId: string;
    token: string;
    invitation: InvitationRecord;
    organisationName: string;
  },
): Promise<void> {
  const link = `${publicBaseUrl}/invitations/${invitationId}#${token}`;
  const role = roleNames[invitation.role];
  const subject = `Join ${organisationName} on Ticketing Paradise`;
  const opening = `${invitation.invitedByEmail} invites you to join ${organisationName} as ${role}.`;
  const how = `Accept with an account for ${invitation.email} (sign up with that address if you have none). The link works for 7 days and only once.`;
  await sendLinkEmail(mailer, {
    to: invitation.email,
    subject,
    paragraphs: [opening, how],
    action: { label: 'Accept the invitation', href: link },
    ignoreNote: 'Not expecting this? Ignore this email: nothing happens unless you accept.',
    onBehalfOf: invitation.invitedByEmail,
    idempotencyKey: `invitation_${invitationId}_${invitation.sends}`,
  });
}
