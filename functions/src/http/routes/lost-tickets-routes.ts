import express, { type Express, type Request, type Response } from 'express';
import type { Services } from '../../app/common/services';
import { sendLostTickets } from '../../app/tickets/send-lost-tickets';
import { eventPathParams } from '../../contract/ids';
import { lostTicketsRequest } from '../../contract/lost-tickets';
import { currentUser } from '../auth';
import { clientKeyOf } from '../client-key';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/**
 * "Lost your tickets?": anyone, no sign-in; limited per client (see client-key.ts, which is
 * why this is an app of its own that trusts the proxies in front of the function) and per
 * address. Errors go to the API's handler.
 */
export function lostTicketsRoutes(services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', services.trustProxyHops);
  const send = async (req: Request, res: Response, eventId: string | undefined) => {
    const { email } = parseBodyOrThrow(lostTicketsRequest, req.body);
    const user = currentUser(res);
    const account = user && !user.isAnonymous ? { uid: user.uid } : undefined;
    const clientKey = clientKeyOf(req, account);
    res.status(202).json(await sendLostTickets({ services, eventId, email, clientKey }));
  };
  // One event's tickets (its page), or those of every event still to come (My tickets).
  app.post('/api/events/:eventId/lost-tickets', parseJsonBody, async (req, res) => {
    await send(req, res, parseOrThrow(eventPathParams, req.params).eventId);
  });
  app.post('/api/lost-tickets', parseJsonBody, async (req, res) => {
    await send(req, res, undefined);
  });
  return app;
}
