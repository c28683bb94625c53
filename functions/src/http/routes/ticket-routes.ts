import { Router } from 'express';
import { ticketPathParams } from '../../contract/ids';
import { orderPathParams } from '../../contract/refunds';
import type { MyTicketsResponse } from '../../contract/tickets';
import { getOrderTicketsPdf } from '../../app/tickets/get-order-tickets-pdf';
import { getTicket } from '../../app/tickets/get-ticket';
import { listMyTickets } from '../../app/tickets/list-my-tickets';
import type { Services } from '../../app/common/services';
import { requireUser } from '../auth';
import { parseOrThrow } from '../validate';

/** Tickets: one by its code (for whoever holds it), the caller's own, and an order's PDF. */
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

  router.get('/api/me/orders/:reference/tickets.pdf', async (req, res) => {
    const user = requireUser(res);
    const { reference } = parseOrThrow(orderPathParams, req.params);
    const { filename, pdf } = await getOrderTicketsPdf({ services, user, orderId: reference });
    // The QR codes are the tickets: no shared cache may keep them.
    res.set('Cache-Control', 'private, no-store');
    res.attachment(filename).type('application/pdf').send(Buffer.from(pdf));
  });

  return router;
}
