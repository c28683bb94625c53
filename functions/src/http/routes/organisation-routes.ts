import { Router } from 'express';
import { notFound } from '../../app/common/app-error';
import type { Services } from '../../app/common/services';
import { acceptInvitation, getInvitation } from '../../app/organisations/accept-invitation';
import { createOrganisation } from '../../app/organisations/create-organisation';
import { deleteOrganisation } from '../../app/organisations/delete-organisation';
import { ensureEventOrganisations } from '../../app/organisations/move-events-into-organisations';
import { listAuditLog } from '../../app/organisations/list-audit-log';
import { openAuditExport, type AuditExportRow } from '../../app/organisations/audit-export';
import {
  inviteMember,
  resendInvitation,
  revokeInvitation,
} from '../../app/organisations/invite-member';
import {
  changeMember,
  listMyOrganisations,
  listTeam,
  removeMember,
} from '../../app/organisations/team';
import {
  acceptInvitationRequest,
  auditCsvQuery,
  auditQuery,
  createOrganisationRequest,
  changeMemberRequest,
  invitationPathParams,
  invitationToken,
  invitationTokenHeader,
  inviteRequest,
  memberPathParams,
  organisationInvitationPathParams,
  organisationPathParams,
} from '../../contract/organisations';
import { requireAccount, viewerOf } from '../auth';
import { fileNamePart, sendCsv, type CsvColumn } from '../csv-download';
import { parseJsonBody } from '../json-body';
import { requireOrganiser } from '../organiser';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/** What changed, as compact JSON (a spreadsheet shows it as one cell). */
const json = (fields: AuditExportRow['before']) => (fields ? JSON.stringify(fields) : '');

const auditColumns: ReadonlyArray<CsvColumn<AuditExportRow>> = [
  { header: 'Date (UTC)', value: (entry) => entry.at },
  { header: 'Kind', value: (entry) => entry.kind },
  { header: 'Person', value: (entry) => entry.actorEmail ?? entry.actorUid },
  { header: 'Summary', value: (entry) => entry.summary },
  { header: 'Event', value: (entry) => entry.event },
  { header: 'Before', value: (entry) => json(entry.before) },
  { header: 'After', value: (entry) => json(entry.after) },
];

/**
 * Organisations and their teams (issue 38): the members and invitations, for those whose role
 * manages members (domain/team-policy.ts); the invitation link, for whoever holds it.
 */
export function organisationRoutes(services: Services): Router {
  const router = Router();
  const viewer = (res: Parameters<typeof viewerOf>[0]) => {
    requireAccount(res);
    return viewerOf(res);
  };

  router.get('/api/organisations/mine', async (_req, res) => {
    const user = requireAccount(res);
    res.json(await listMyOrganisations({ services, uid: user.uid }));
  });

  router.get('/api/organisations/:orgId/audit', async (req, res) => {
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    const query = parseOrThrow(auditQuery, req.query);
    res.json(await listAuditLog({ services, orgId, viewer: viewer(res), query }));
  });

  router.get('/api/organisations/:orgId/audit.csv', async (req, res) => {
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    const filter = parseOrThrow(auditCsvQuery, req.query);
    const { slug, pages } = await openAuditExport({
      services,
      orgId,
      viewer: viewer(res),
      filter,
    });
    await sendCsv(res, `audit-${fileNamePart(slug)}.csv`, auditColumns, pages);
  });

  router.post('/api/organisations', parseJsonBody, async (req, res) => {
    // An organisation sells in the platform's name: an address its founder proved.
    const user = await requireOrganiser(res, services.identity);
    const { name } = parseBodyOrThrow(createOrganisationRequest, req.body);
    res.status(201).json(await createOrganisation({ services, uid: user.uid, name }));
  });

  router.delete('/api/organisations/:orgId', async (req, res) => {
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    // Events made before organisations are in theirs before it is asked whether it has any.
    await ensureEventOrganisations(services.docs, services.clock);
    await deleteOrganisation({ services, orgId, viewer: viewer(res) });
    res.status(204).end();
  });

  router.get('/api/organisations/:orgId/team', async (req, res) => {
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    res.json(await listTeam({ services, orgId, viewer: viewer(res) }));
  });

  router.post('/api/organisations/:orgId/invitations', parseJsonBody, async (req, res) => {
    // Inviting sends email in the platform's name: an address its sender proved.
    await requireOrganiser(res, services.identity);
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    const input = parseBodyOrThrow(inviteRequest, req.body);
    res.status(201).json(await inviteMember({ services, orgId, viewer: viewerOf(res), input }));
  });

  router.post('/api/organisations/:orgId/invitations/:invitationId/resend', async (req, res) => {
    await requireOrganiser(res, services.identity);
    const { orgId, invitationId } = parseOrThrow(organisationInvitationPathParams, req.params);
    res.json(await resendInvitation({ services, orgId, viewer: viewerOf(res), invitationId }));
  });

  router.delete('/api/organisations/:orgId/invitations/:invitationId', async (req, res) => {
    const { orgId, invitationId } = parseOrThrow(organisationInvitationPathParams, req.params);
    await revokeInvitation({ services, orgId, viewer: viewer(res), invitationId });
    res.status(204).end();
  });

  router.patch('/api/organisations/:orgId/members/:uid', parseJsonBody, async (req, res) => {
    const { orgId, uid } = parseOrThrow(memberPathParams, req.params);
    const input = parseBodyOrThrow(changeMemberRequest, req.body);
    res.json(await changeMember({ services, orgId, viewer: viewer(res), uid, input }));
  });

  router.delete('/api/organisations/:orgId/members/:uid', async (req, res) => {
    const { orgId, uid } = parseOrThrow(memberPathParams, req.params);
    await removeMember({ services, orgId, viewer: viewer(res), uid });
    res.status(204).end();
  });

  // The link's secret travels in a header, never in the address, so no log keeps it.
  router.get('/api/invitations/:invitationId', async (req, res) => {
    const { invitationId } = parseOrThrow(invitationPathParams, req.params);
    const token = invitationToken.safeParse(req.get(invitationTokenHeader) ?? '');
    // A missing or malformed secret is a link that does not exist, as a wrong one is.
    if (!token.success) throw notFound('Invitation');
    res.set('Cache-Control', 'private, no-store');
    res.json(await getInvitation({ services, invitationId, token: token.data }));
  });

  router.post('/api/invitations/:invitationId/accept', parseJsonBody, async (req, res) => {
    // The address invited must be one its holder proved.
    const user = await requireOrganiser(res, services.identity);
    const { invitationId } = parseOrThrow(invitationPathParams, req.params);
    const { token } = parseBodyOrThrow(acceptInvitationRequest, req.body);
    res.json(await acceptInvitation({ services, invitationId, token, user }));
  });

  return router;
}
