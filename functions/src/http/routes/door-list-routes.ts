import { Router } from 'express';
import { openAttendeeExport, listAttendees } from '../../app/orders/attendee-list';
import { listOrders, openOrderExport } from '../../app/orders/order-list';
import type { Services } from '../../app/common/services';
import { attendeesQuery, ordersQuery } from '../../contract/orders';
import { eventPathParams } from '../../contract/ids';
import { requireAccount, viewerOf } from '../auth';
import { parseOrThrow } from '../validate';
import { fileNamePart, sendCsv } from '../csv-download';
import { attendeeColumns, orderColumns } from '../door-csv-columns';

/**
 * The organiser's (and administrators') attendee and order lists of an event, a page at a
 * time, and the same lists whole as CSV downloads.
 */
export function doorListRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/events/:eventId/attendees', async (req, res) => {
    requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const query = parseOrThrow(attendeesQuery, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await listAttendees({ services, eventId, viewer: viewerOf(res), query }));
  });

  router.get('/api/events/:eventId/attendees.csv', async (req, res) => {
    requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { q, typeId, status } = parseOrThrow(attendeesQuery, req.query);
    const { eventName, pages } = await openAttendeeExport({
      services,
      eventId,
      viewer: viewerOf(res),
      filters: { q, typeId, status },
    });
    await sendCsv(res, `attendees-${fileNamePart(eventName)}.csv`, attendeeColumns, pages);
  });

  router.get('/api/events/:eventId/orders', async (req, res) => {
    requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const query = parseOrThrow(ordersQuery, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await listOrders({ services, eventId, viewer: viewerOf(res), query }));
  });

  router.get('/api/events/:eventId/orders.csv', async (req, res) => {
    requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { q, status } = parseOrThrow(ordersQuery, req.query);
    const { eventName, pages } = await openOrderExport({
      services,
      eventId,
      viewer: viewerOf(res),
      filters: { q, status },
    });
    await sendCsv(res, `orders-${fileNamePart(eventName)}.csv`, orderColumns, pages);
  });

  return router;
}
