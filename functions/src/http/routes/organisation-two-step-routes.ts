import { Router } from 'express';
import type { Services } from '../../app/common/services';
import {
  getOrganisationTwoStep,
  setOrganisationTwoStep,
} from '../../app/two-step/organisation-two-step';
import { organisationPathParams } from '../../contract/organisations';
import { setOrganisationTwoStepRequest } from '../../contract/two-step';
import { requireAccount, viewerOf } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/**
 * Whether an organisation's money actions need the second sign-in step (issue 38): any member
 * may ask, owners choose (`two_step.require`). A person's own step is under `/api/me/two-step`
 * (me-routes.ts).
 */
export function organisationTwoStepRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/organisations/:orgId/two-step', async (req, res) => {
    requireAccount(res);
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    res.set('Cache-Control', 'no-store');
    res.json(await getOrganisationTwoStep({ services, orgId, viewer: viewerOf(res) }));
  });

  router.put('/api/organisations/:orgId/two-step', parseJsonBody, async (req, res) => {
    requireAccount(res);
    const { orgId } = parseOrThrow(organisationPathParams, req.params);
    const { required } = parseBodyOrThrow(setOrganisationTwoStepRequest, req.body);
    res.json(await setOrganisationTwoStep({ services, orgId, viewer: viewerOf(res), required }));
  });

  return router;
}
