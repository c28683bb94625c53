import { Router } from 'express';
import {
  getAttendeeDetails,
  getAttendeeQuestions,
  putAttendeeDetails,
} from '../../app/attendee-details/attendee-settings';
import {
  editTicketAttendeeDetails,
  getTicketAttendeeDetails,
} from '../../app/attendee-details/ticket-attendee-details';
import type { Services } from '../../app/common/services';
import {
  attendeeDetailsSettings,
  editAttendeeDetailsRequest,
} from '../../contract/attendee-details';
import { eventPathParams, ticketPathParams } from '../../contract/ids';
import { requireUser } from '../auth';
import { parseJsonBody } from '../json-body';
import { organiserAction } from '../organiser-action';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/**
 * Attendee details: the organiser's settings and questions of an event, what the buy panel
 * asks (anyone, for an event on sale), and a ticket's holder and answers for the signed-in
 * buyer of its order (anonymous sessions too: most buyers pay in one).
 */
export function attendeeDetailsRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/events/:eventId/attendeeDetails', async (req, res) => {
    res.json(await getAttendeeDetails({ services, ...organiserAction(req, res, eventPathParams) }));
  });

  router.put('/api/events/:eventId/attendeeDetails', parseJsonBody, async (req, res) => {
    const action = organiserAction(req, res, eventPathParams, attendeeDetailsSettings);
    res.json(await putAttendeeDetails({ services, ...action }));
  });

  router.get('/api/events/:eventId/attendeeQuestions', async (req, res) => {
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    res.json(await getAttendeeQuestions({ services, eventId }));
  });

  router.get('/api/tickets/:code/attendeeDetails', async (req, res) => {
    const { uid } = requireUser(res);
    const { code } = parseOrThrow(ticketPathParams, req.params);
    res.set('Cache-Control', 'no-store');
    res.json(await getTicketAttendeeDetails({ services, code, uid }));
  });

  router.patch('/api/tickets/:code/attendeeDetails', parseJsonBody, async (req, res) => {
    const { uid } = requireUser(res);
    const { code } = parseOrThrow(ticketPathParams, req.params);
    const input = parseBodyOrThrow(editAttendeeDetailsRequest, req.body);
    res.json(await editTicketAttendeeDetails({ services, code, uid, input }));
  });

  return router;
}
