import { Router } from 'express';
import type { z } from 'zod';
import { openAttendeeExport, listAttendees } from '../../app/orders/attendee-list';
import type { EventListInput } from '../../app/orders/event-list';
import { listOrders, openOrderExport } from '../../app/orders/order-list';
import type { Services } from '../../app/common/services';
import { attendeesQuery, ordersQuery } from '../../contract/orders';
import { eventPathParams } from '../../contract/ids';
import { organiserAction } from '../organiser-action';
import { parseOrThrow } from '../validate';
import { fileNamePart, sendCsv, type CsvColumn } from '../csv-download';
import { orderColumns } from '../door-csv-columns';
import { attendeeColumnsFor } from '../attendee-csv-columns';
import type { EventRecord } from '../../app/events/event-records';

/** A list of an event, read a page at a time or exported whole with the same filters. */
type EventList<Query, Row> = {
  /** The last part of both paths, and the first of the CSV file's name. */
  name: 'attendees' | 'orders';
  query: z.ZodType<Query>;
  readPage: (input: EventListInput & { query: Query }) => Promise<unknown>;
  /** Reads only the filters of the query; its page and cursor are the JSON route's. */
  openExport: (
    input: EventListInput & { filters: Query },
  ) => Promise<{ eventName: string; event: EventRecord; pages: AsyncGenerator<Row[]> }>;
  /** The CSV's columns, or what makes them of the event (its questions, for attendees). */
  columns: ReadonlyArray<CsvColumn<Row>> | ((event: EventRecord) => ReadonlyArray<CsvColumn<Row>>);
};

function serveEventList<Query, Row>(
  router: Router,
  services: Services,
  list: EventList<Query, Row>,
) {
  router.get(`/api/events/:eventId/${list.name}`, async (req, res) => {
    const event = organiserAction(req, res, eventPathParams);
    const query = parseOrThrow(list.query, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await list.readPage({ services, ...event, query }));
  });

  router.get(`/api/events/:eventId/${list.name}.csv`, async (req, res) => {
    const target = organiserAction(req, res, eventPathParams);
    const filters = parseOrThrow(list.query, req.query);
    const { eventName, event, pages } = await list.openExport({ services, ...target, filters });
    const columns = typeof list.columns === 'function' ? list.columns(event) : list.columns;
    await sendCsv(res, `${list.name}-${fileNamePart(eventName)}.csv`, columns, pages);
  });
}

/**
 * The organiser's (and administrators') attendee and order lists of an event, a page at a
 * time, and the same lists whole as CSV downloads.
 */
export function doorListRoutes(services: Services): Router {
  const router = Router();
  serveEventList(router, services, {
    name: 'attendees',
    query: attendeesQuery,
    readPage: listAttendees,
    openExport: openAttendeeExport,
    columns: (event) => attendeeColumnsFor(event.attendeeDetails),
  });
  serveEventList(router, services, {
    name: 'orders',
    query: ordersQuery,
    readPage: listOrders,
    openExport: openOrderExport,
    columns: orderColumns,
  });
  return router;
}
