import { z } from 'zod';
import { listPage, pageQuery } from './pages';
import { docIdSchema, eventId, organisationId, userId } from './ids';
import { legalDetails, legalDetailsRequest } from './legal-details';
import { teamRights, teamRoles } from './team-roles';
import { text } from './text';
import { emailAddress } from './transfers';
import { allowedOrigins } from './widget';

/*
 * Teams (issue 38): an organisation's members and the invitations that bring new ones. Who
 * may do what is the table in team-roles.ts.
 */

export { organisationId };
export const organisationPathParams = z.object({ orgId: organisationId });
export const teamRole = z.enum(teamRoles, { error: 'Not a role' });

/** The events a member is limited to: unset (or null) for all of the organisation's. */
const limitedTo = z
  .array(eventId, { error: 'Not a list of events' })
  .max(200, 'At most 200 events')
  .nullable()
  .optional();

/** `POST /api/organisations/{orgId}/invitations`: who, as what, and for which events. */
export const inviteRequest = z
  .object({ email: emailAddress, role: teamRole, eventIds: limitedTo })
  .refine((invite) => invite.role !== 'owner' || !invite.eventIds, {
    path: ['eventIds'],
    message: 'An owner works on every event',
  });
export type InviteRequest = z.input<typeof inviteRequest>;

/**
 * `PATCH /api/organisations/{orgId}/members/{uid}`: a member's new role, and their events
 * when said (null: all of them; unsaid: as they were).
 */
export const changeMemberRequest = z
  .object({ role: teamRole, eventIds: limitedTo })
  .refine((change) => change.role !== 'owner' || !change.eventIds, {
    path: ['eventIds'],
    message: 'An owner works on every event',
  });
export const memberPathParams = organisationPathParams.extend({ uid: userId });

export const invitationId = docIdSchema('an invitation id');
export const invitationPathParams = z.object({ invitationId });
export const organisationInvitationPathParams = organisationPathParams.extend({ invitationId });
/** The invitation link's secret: 32 random bytes, base64url. Only its SHA-256 is stored. */
export const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation link');
/** The header the invitation page sends its link's secret in (never the address). */
export const invitationTokenHeader = 'X-Invitation-Token';
export const acceptInvitationRequest = z.object({ token: invitationToken });

export const invitationStates = ['pending', 'accepted', 'revoked', 'expired'] as const;

export const invitationView = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRole,
  eventIds: z.array(z.string()).optional(),
  invitedByEmail: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(invitationStates),
});
export type InvitationView = z.infer<typeof invitationView>;

export const memberView = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: teamRole,
  eventIds: z.array(z.string()).optional(),
  addedAt: z.string(),
  /** When they last signed in or used the app (to the hour), where Auth knows it. */
  lastActiveAt: z.string().optional(),
});
export type MemberView = z.infer<typeof memberView>;

export const organisationView = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/** `GET /api/organisations/{orgId}/team`: its members and the invitations still open. */
export const teamResponse = z.object({
  organisation: organisationView,
  members: z.array(memberView),
  invitations: z.array(invitationView),
});
export type TeamResponse = z.infer<typeof teamResponse>;

/** An organisation as one of its members sees it in their list: with their role. */
export const myOrganisation = organisationView.extend({ role: teamRole });

/** `GET /api/organisations/mine`: every organisation the signed-in person belongs to. */
export const myOrganisationsResponse = z.object({
  organisations: z.array(myOrganisation),
});
export type MyOrganisationsResponse = z.infer<typeof myOrganisationsResponse>;

/**
 * Addresses no organisation may take: the site's own words, and ones people would read as
 * the platform speaking.
 */
export const reservedOrganisationSlugs: readonly string[] = [
  'admin',
  'administrator',
  'api',
  'app',
  'auth',
  'events',
  'help',
  'login',
  'logout',
  'o',
  'platform',
  'settings',
  'signup',
  'sign-up',
  'support',
  'team',
  'tickets',
  'www',
];

/** An organisation's unique address: lower-case letters and digits, single hyphens between. */
export const organisationSlug = z
  .string({ error: 'Not an address' })
  .trim()
  .toLowerCase()
  .min(3, 'At least 3 characters')
  .max(40, 'At most 40 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Only letters, digits and single hyphens between them')
  .refine((slug) => !reservedOrganisationSlugs.includes(slug), 'This address is reserved');

/** Where an organisation's public page will be. */
export const organisationPublicPath = (slug: string) => `/o/${slug}`;

/** `GET /api/organisations/{orgId}` (any member): the organisation's details. */
export const organisationDetails = organisationView.extend({
  /** The organisation each organiser gets the first time they need one. */
  personal: z.boolean(),
  /** A versioned URL: a new logo gets a new one. */
  logoUrl: z.string().optional(),
  /** A few lines about it for its public page (`/o/{slug}`), plain text; unset: none. */
  about: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The organisation's rights the viewer has (`organisation.edit`: they may change this). */
  yourRights: z.array(z.enum(teamRights)),
  /** The sites whose pages may frame its events (the widget, contract/widget.ts). */
  allowedOrigins: z.array(z.string()),
  /** The name, address and VAT terms its buyers' receipts and tax invoices show; unset: none given. */
  legal: legalDetails.optional(),
});
export type OrganisationDetails = z.infer<typeof organisationDetails>;

/** Characters of an organisation's about text at most. */
export const maxOrganisationAbout = 1000;

/** `PATCH /api/organisations/{orgId}` (`organisation.edit`): what is said changes. */
export const changeOrganisationRequest = z.object({
  name: text({ min: 2, minMessage: 'Give the organisation a name', max: 80 }).optional(),
  slug: organisationSlug.optional(),
  /** Plain text with line breaks; empty removes it. */
  about: text({ max: maxOrganisationAbout, multiline: true }).optional(),
  /** The whole list of sites that may frame its events (`[]`: none may). */
  allowedOrigins: allowedOrigins.optional(),
  /** Its legal details, whole (contract/legal-details.ts); null removes them. */
  legal: legalDetailsRequest.nullable().optional(),
});
export type ChangeOrganisationRequest = z.input<typeof changeOrganisationRequest>;

/** `GET /api/organisations/{orgId}/logo?v=`: the version the URL names. */
export const organisationLogoQuery = z.object({
  v: z.string().min(1, 'The logo version is missing').max(64, 'Not a logo version'),
});

/** `GET /api/invitations/{id}` (the token in its header): what accepting means. */
export const invitationPreview = z.object({
  organisationName: z.string(),
  email: z.string(),
  role: teamRole,
  invitedByEmail: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** Why a link no longer works (410 `gone`, `details.reason`). */
export const invitationRefusals = ['accepted', 'revoked', 'expired'] as const;

/** `POST /api/invitations/{id}/accept`: the organisation joined. */
export const acceptInvitationResponse = z.object({ orgId: z.string(), role: teamRole });

/** `POST /api/organisations`: a new organisation, its address made from the name. */
export const createOrganisationRequest = z.object({
  name: text({ min: 2, minMessage: 'Give the organisation a name', max: 80 }),
});
export type CreateOrganisationRequest = z.input<typeof createOrganisationRequest>;

/** What the audit log records: who changed the team, the money, the events. */
export const auditKinds = [
  'member.invited',
  'invitation.resent',
  'invitation.revoked',
  'member.joined',
  'member.changed',
  'member.removed',
  'event.edited',
  'event.cancelled',
  'event.deleted',
  'promo_code.created',
  'promo_code.changed',
  'message.sent',
  'message.cancelled',
  'refund.made',
  'refund_request.declined',
  'payout.approved',
  'payout_account.changed',
  'organisation.changed',
  'two_step.changed',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'webhook.secret_rotated',
  'api_key.created',
  'api_key.revoked',
  'api_key.used',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** `GET /api/organisations/{orgId}/audit`: newest first, by kind or person, a page at a time. */
export const auditQuery = pageQuery.extend({
  kind: z.enum(auditKinds, { error: 'Not a kind of entry' }).optional(),
  actor: userId.optional(),
});

/** `GET /api/organisations/{orgId}/audit.csv`: the whole log (or one kind's, one person's). */
export const auditCsvQuery = auditQuery.pick({ kind: true, actor: true });

export const auditEntryView = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(auditKinds),
  actorUid: z.string(),
  /** Who did it: their address, or for an API key "API key {its name}". */
  actorEmail: z.string().optional(),
  summary: z.string(),
  eventId: z.string().optional(),
  /** What changed, as it was and became, where that reads as a few fields. */
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

export const auditResponse = listPage.extend({ entries: z.array(auditEntryView) });
export type AuditResponse = z.infer<typeof auditResponse>;
