import { Router } from 'express';
import { ticketPathParams } from '../../contract/ids';
import type { MyTicketsResponse } from '../../contract/tickets';
import { getTicket } from '../../app/tickets/get-ticket';
import { listMyTickets } from '../../app/tickets/list-my-tickets';
import type { Services } from '../../app/common/services';
import { requireUser } from '../auth';
import { parseOrThrow } from '../validate';

/** Tickets: one by its code (for whoever holds it), and the caller's own. */
export function ticketRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/tickets/:code', async (req, res) => {
    const { code } = parseOrThrow(ticketPathParams, req.params);
    res.json(await getTicket({ services, code }));
  });

  router.get('/api/me/tickets', async (_req, res) => {
    // Anonymous sessions too: that is where most buyers pay.
    const user = requireUser(res);
    const body: MyTicketsResponse = { tickets: await listMyTickets({ services, user }) };
    res.json(body);
  });

  return router;
}
