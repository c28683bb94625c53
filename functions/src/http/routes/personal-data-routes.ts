import express, { type Express, type Response } from 'express';
import type { Services } from '../../app/common/services';
import { collectPersonalData } from '../../app/personal-data/collect-personal-data';
import { getDataLinkSummary } from '../../app/personal-data/data-link-summary';
import { accountSubject } from '../../app/personal-data/data-subject';
import { personalDataFileName } from '../../app/personal-data/personal-data-file';
import { requestDataLink } from '../../app/personal-data/request-data-link';
import { dataLinkRequest, type PersonalData } from '../../contract/personal-data';
import { currentUser, requireAccount } from '../auth';
import { clientKeyOf } from '../client-key';
import { dataLinkOf } from '../data-link-token';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow } from '../validate';

/** The file, as a download no cache keeps. */
function sendFile(res: Response, data: PersonalData) {
  res.set('Cache-Control', 'private, no-store');
  res.attachment(personalDataFileName(data));
  res.type('application/json');
  res.send(JSON.stringify(data, null, 2));
}

/**
 * People's data on request (issue 43): an account downloads its own; anyone asks for a link
 * to an address's, limited per client (see client-key.ts, which is why this is an app of its
 * own that trusts the proxies in front of the function) and per address. Errors go to the
 * API's handler.
 */
export function personalDataRoutes(services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', services.trustProxyHops);

  app.get('/api/me/personal-data', async (_req, res) => {
    const user = requireAccount(res);
    sendFile(res, await collectPersonalData({ services, subject: accountSubject(user) }));
  });

  app.post('/api/my-data', parseJsonBody, async (req, res) => {
    const { email } = parseBodyOrThrow(dataLinkRequest, req.body);
    const user = currentUser(res);
    const account = user && !user.isAnonymous ? { uid: user.uid } : undefined;
    const clientKey = clientKeyOf(req, account);
    res.status(202).json(await requestDataLink({ services, email, clientKey }));
  });

  app.get('/api/my-data/:linkId', async (req, res) => {
    const link = await dataLinkOf(services, req);
    res.set('Cache-Control', 'private, no-store');
    res.json(await getDataLinkSummary({ services, link }));
  });

  app.get('/api/my-data/:linkId/download', async (req, res) => {
    const link = await dataLinkOf(services, req);
    sendFile(res, await collectPersonalData({ services, subject: { email: link.email } }));
  });

  return app;
}
