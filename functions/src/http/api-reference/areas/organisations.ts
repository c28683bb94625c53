import {
  acceptInvitationRequest,
  acceptInvitationResponse,
  auditCsvQuery,
  auditQuery,
  auditResponse,
  changeMemberRequest,
  changeOrganisationRequest,
  createOrganisationRequest,
  invitationPathParams,
  invitationPreview,
  invitationTokenHeader,
  invitationView,
  inviteRequest,
  memberPathParams,
  memberView,
  myOrganisation,
  myOrganisationsResponse,
  organisationDetails,
  organisationInvitationPathParams,
  organisationLogoQuery,
  organisationPathParams,
  teamResponse,
} from '../../../contract/organisations';
import { organisationTwoStep, setOrganisationTwoStepRequest } from '../../../contract/two-step';
import { exampleIds, exampleTime } from '../examples';
import { describeArea } from '../route-description';

const organisation = { id: exampleIds.orgId, name: 'Rooftop Sessions', slug: 'rooftop-sessions' };

const exampleDetails = {
  ...organisation,
  personal: false,
  logoUrl: `/api/organisations/${exampleIds.orgId}/logo?v=2`,
  about: 'Live music on Cape Town’s rooftops since 2019.',
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: exampleTime,
  yourRights: ['organisation.edit', 'members.manage', 'audit.view'],
  allowedOrigins: ['https://rooftopsessions.example'],
};

const exampleMember = {
  uid: exampleIds.uid,
  email: 'organiser@example.com',
  name: 'Naledi Khumalo',
  role: 'owner',
  addedAt: '2026-01-10T08:00:00.000Z',
  lastActiveAt: exampleTime,
};

const exampleInvitation = {
  id: exampleIds.invitationId,
  email: 'door@example.com',
  role: 'box_office',
  eventIds: [exampleIds.eventId],
  invitedByEmail: 'organiser@example.com',
  createdAt: exampleTime,
  expiresAt: '2026-11-27T09:30:00.000Z',
  state: 'pending',
};

const rights = (right: string) =>
  `\`${right}\` (see the roles’ table); another member gets 403 naming the right, anyone else 404.`;

export const organisationRoutes = describeArea('Organisations', [
  {
    method: 'get',
    path: '/api/organisations/mine',
    summary: 'The caller’s organisations',
    description: 'Each with the caller’s role there.',
    auth: 'account',
    responses: {
      200: {
        description: 'The organisations.',
        schema: myOrganisationsResponse,
        example: { organisations: [{ ...organisation, role: 'owner' }] },
      },
    },
  },
  {
    method: 'post',
    path: '/api/organisations',
    summary: 'Make an organisation',
    description: 'The caller becomes its owner. Needs a verified email address.',
    auth: 'account',
    body: { schema: createOrganisationRequest, example: { name: 'Rooftop Sessions' } },
    responses: {
      201: {
        description: 'The organisation.',
        schema: myOrganisation,
        example: { ...organisation, role: 'owner' },
      },
    },
  },
  {
    method: 'get',
    path: '/api/organisations/{orgId}',
    summary: 'An organisation’s details',
    description:
      'Any member (404 for anyone else): its name, public address (`/o/{slug}`), logo, about text, the sites that may sell its events (`allowedOrigins`), and the rights the caller has there.',
    auth: 'account',
    params: organisationPathParams,
    responses: {
      200: { description: 'The details.', schema: organisationDetails, example: exampleDetails },
    },
    errors: [404],
  },
  {
    method: 'patch',
    path: '/api/organisations/{orgId}',
    summary: 'Change an organisation’s details',
    description: `With a verified address. The name (2 to 80 characters); the slug (3 to 40 letters, digits and single hyphens, not a reserved word; another organisation’s is a 409 naming \`slug\`); \`about\` (plain text, up to 1,000 characters, empty removes it); \`allowedOrigins\`, the whole list of sites whose pages may frame its events (at most 20, each \`https://host[:port]\`; a path, query or wildcard is a 400 naming the entry, \`allowedOrigins.2\`). Recorded in the audit log. ${rights('organisation.edit')}`,
    auth: 'account',
    params: organisationPathParams,
    body: {
      schema: changeOrganisationRequest,
      example: {
        about: 'Live music on Cape Town’s rooftops since 2019.',
        allowedOrigins: ['https://rooftopsessions.example'],
      },
    },
    responses: {
      200: { description: 'The details.', schema: organisationDetails, example: exampleDetails },
    },
    errors: [403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/organisations/{orgId}',
    summary: 'Delete an organisation',
    description: `Only one without events (409 otherwise), never a person’s own. ${rights('organisation.delete')}`,
    auth: 'account',
    params: organisationPathParams,
    responses: { 204: { description: 'Deleted.' } },
    errors: [403, 404, 409],
  },
  {
    method: 'get',
    path: '/api/organisations/{orgId}/logo',
    summary: 'An organisation’s logo',
    description:
      'Anyone: the current version only (404 otherwise), cached for a year (each version has its own address). Uploaded through `POST /api/uploadImage` with `target=organisation-logo`.',
    auth: 'none',
    params: organisationPathParams,
    query: organisationLogoQuery,
    responses: { 200: { description: 'The image.', contentType: 'image/*' } },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/organisations/{orgId}/team',
    summary: 'An organisation’s members and invitations',
    description: `Any member may look. Roles: owner, admin, event_manager, finance, box_office, viewer; a member may be limited to chosen events (\`eventIds\`).`,
    auth: 'account',
    params: organisationPathParams,
    responses: {
      200: {
        description: 'The team.',
        schema: teamResponse,
        example: { organisation, members: [exampleMember], invitations: [exampleInvitation] },
      },
    },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/organisations/{orgId}/invitations',
    summary: 'Invite someone',
    description: `An email with a link valid 7 days, with a role, and optionally limited to chosen events (never an owner). Needs a verified address. ${rights('members.manage')}`,
    auth: 'account',
    params: organisationPathParams,
    body: {
      schema: inviteRequest,
      example: { email: 'door@example.com', role: 'box_office', eventIds: [exampleIds.eventId] },
    },
    responses: {
      201: { description: 'The invitation.', schema: invitationView, example: exampleInvitation },
    },
    errors: [403, 404, 409, 429],
  },
  {
    method: 'post',
    path: '/api/organisations/{orgId}/invitations/{invitationId}/resend',
    summary: 'Send an invitation again',
    description: `With a new link and a new week. ${rights('members.manage')}`,
    auth: 'account',
    params: organisationInvitationPathParams,
    responses: {
      200: { description: 'The invitation.', schema: invitationView, example: exampleInvitation },
    },
    errors: [403, 404, 409, 429],
  },
  {
    method: 'delete',
    path: '/api/organisations/{orgId}/invitations/{invitationId}',
    summary: 'Revoke an invitation',
    description: `Its link stops working. ${rights('members.manage')}`,
    auth: 'account',
    params: organisationInvitationPathParams,
    responses: { 204: { description: 'Revoked.' } },
    errors: [403, 404],
  },
  {
    method: 'patch',
    path: '/api/organisations/{orgId}/members/{uid}',
    summary: 'Change a member’s role or events',
    description: `The last owner stays an owner (409). ${rights('members.manage')}`,
    auth: 'account',
    params: memberPathParams,
    body: { schema: changeMemberRequest, example: { role: 'event_manager', eventIds: null } },
    responses: {
      200: {
        description: 'The member.',
        schema: memberView,
        example: { ...exampleMember, role: 'event_manager' },
      },
    },
    errors: [403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/organisations/{orgId}/members/{uid}',
    summary: 'Remove a member',
    description: `Their next request is refused. The last owner cannot go (409); anyone may leave. ${rights('members.manage')}`,
    auth: 'account',
    params: memberPathParams,
    responses: { 204: { description: 'Removed.' } },
    errors: [403, 404, 409],
  },
  {
    method: 'get',
    path: '/api/invitations/{invitationId}',
    summary: 'What an invitation link offers',
    description: `The link’s secret travels in the \`${invitationTokenHeader}\` header, never in the address; a wrong or missing one is a 404, a used, revoked or expired link a 410.`,
    auth: 'none',
    params: invitationPathParams,
    headers: [
      { name: invitationTokenHeader, description: 'The invitation link’s secret.', required: true },
    ],
    responses: {
      200: {
        description: 'The invitation.',
        schema: invitationPreview,
        example: {
          organisationName: 'Rooftop Sessions',
          email: 'door@example.com',
          role: 'box_office',
          invitedByEmail: 'organiser@example.com',
          expiresAt: '2026-11-27T09:30:00.000Z',
        },
      },
    },
    errors: [404, 410],
  },
  {
    method: 'post',
    path: '/api/invitations/{invitationId}/accept',
    summary: 'Accept an invitation',
    description:
      'Signed in with the address invited, verified (403 otherwise). Accepting again answers alike.',
    auth: 'account',
    params: invitationPathParams,
    body: { schema: acceptInvitationRequest, example: { token: 'i'.repeat(43) } },
    responses: {
      200: {
        description: 'The membership.',
        schema: acceptInvitationResponse,
        example: { orgId: exampleIds.orgId, role: 'box_office' },
      },
    },
    errors: [404, 410],
  },
  {
    method: 'get',
    path: '/api/organisations/{orgId}/two-step',
    summary: 'Whether money actions need the second step',
    description: 'Any member.',
    auth: 'account',
    params: organisationPathParams,
    responses: {
      200: {
        description: 'The requirement.',
        schema: organisationTwoStep,
        example: { required: true },
      },
    },
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/organisations/{orgId}/two-step',
    summary: 'Require the second step for money actions',
    description: `Refunds, the money of its events and payout accounts then need this sign-in to have passed the step. Turning it off needs the owner’s own step passed. Recorded in the audit log. ${rights('two_step.require')}`,
    auth: 'account',
    params: organisationPathParams,
    body: { schema: setOrganisationTwoStepRequest, example: { required: true } },
    responses: {
      200: {
        description: 'The requirement.',
        schema: organisationTwoStep,
        example: { required: true },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/organisations/{orgId}/audit',
    summary: 'An organisation’s audit log',
    description: `Newest first, a page at a time; \`kind\` and \`actor\` (a uid) filter. A change made with an API key names the key. ${rights('audit.view')}`,
    auth: 'account',
    params: organisationPathParams,
    query: auditQuery,
    responses: {
      200: {
        description: 'A page of entries.',
        schema: auditResponse,
        example: {
          entries: [
            {
              id: 'aud_5Tq8',
              at: exampleTime,
              kind: 'member.invited',
              actorUid: exampleIds.uid,
              actorEmail: 'organiser@example.com',
              summary: 'Invited door@example.com as box office',
            },
          ],
        },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/organisations/{orgId}/audit.csv',
    summary: 'An organisation’s audit log as CSV',
    description: `Every entry the filters ask for, newest first, streamed a page of 500 at a time (BOM, CRLF, formulas neutralised): Date (UTC), Kind, Person, Summary, Event, Before and After (compact JSON). ${rights('audit.view')}`,
    auth: 'account',
    params: organisationPathParams,
    query: auditCsvQuery,
    responses: { 200: { description: 'The CSV (an attachment).', contentType: 'text/csv' } },
    errors: [403, 404],
  },
]);
