import { Router } from 'express';
import { z } from 'zod';
import type { MyTicketsResponse } from '../../contract/tickets';
import { getTicket } from '../../app/get-ticket';
import { listMyTickets } from '../../app/list-my-tickets';
import type { Services } from '../../app/services';
import { requireUser } from '../auth';
import { parseOrThrow } from '../validate';

/** A ticket's code: 128 random bits in base64url (see newTicketCode in fulfil-order.ts). */
const ticketCodeParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a ticket code'),
});

/** Tickets: one by its code (for whoever holds it), and the caller's own. */
export function ticketRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/tickets/:code', async (req, res) => {
    const { code } = parseOrThrow(ticketCodeParams, req.params);
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
