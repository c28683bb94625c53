import { Router } from 'express';
import type { Services } from '../../app/common/services';
import {
  changeOrganisation,
  getOrganisationDetails,
} from '../../app/organisations/organisation-details';
import { getOrganisationLogo } from '../../app/organisations/organisation-logo';
import {
  changeOrganisationRequest,
  organisationLogoQuery,
  organisationPathParams,
} from '../../contract/organisations';
import { requireAccount, viewerOf } from '../auth';
import { parseJsonBody } from '../json-body';
import { requireOrganiser } from '../organiser';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/**
 * An organisation's details (issue 38): its name and address for its members, changed by
 * owners and admins (`organisation.edit`), and its logo for anyone. The logo is uploaded
 * through the `uploadImage` function (`target=organisation-logo`).
 *
 * Registered after organisationRoutes, whose `/api/organisations/mine` this `:orgId` would
 * otherwise answer.
 */
export function organisationProfileRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/organisations/:orgId', async (req, res) => {
    requireAccount(res);
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    res.json(await getOrganisationDetails({ services, orgId, viewer: viewerOf(res) }));
  });

  router.patch('/api/organisations/:orgId', parseJsonBody, async (req, res) => {
    // The name and address are shown to buyers: an address its sender proved, as for events.
    await requireOrganiser(res, services.identity);
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    const input = parseBodyOrThrow(changeOrganisationRequest, req.body);
    res.json(await changeOrganisation({ services, orgId, viewer: viewerOf(res), input }));
  });

  router.get('/api/organisations/:orgId/logo', async (req, res) => {
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    const { v: version } = parseOrThrow(organisationLogoQuery, req.query);
    const blob = await getOrganisationLogo({ services, orgId, version });
    // Public, and each version has its own URL whose bytes never change.
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(blob.contentType).send(blob.bytes);
  });

  return router;
}
