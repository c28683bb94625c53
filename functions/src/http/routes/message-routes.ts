import { Router } from 'express';
import { cancelMessage } from '../../app/messages/cancel-message';
import { createMessage } from '../../app/messages/create-message';
import { listMessages } from '../../app/messages/list-messages';
import { sendTestMessage } from '../../app/messages/send-test-message';
import { describeUnsubscribe, unsubscribe } from '../../app/messages/unsubscribe';
import type { Services } from '../../app/common/services';
import { eventPathParams } from '../../contract/ids';
import {
  createMessageRequest,
  messagePathParams,
  testMessageRequest,
  unsubscribeLink,
} from '../../contract/messages';
import { parseJsonBody } from '../json-body';
import { organiserAction } from '../organiser-action';
import { parseOrThrow } from '../validate';

/**
 * Messages to an event's people, for those whose role allows `attendees.message`, and the
 * unsubscribe link's routes (anyone holding a valid link).
 */
export function messageRoutes(services: Services): Router {
  const router = Router();

  router.get('/api/events/:eventId/messages', async (req, res) => {
    res.json(await listMessages({ services, ...organiserAction(req, res, eventPathParams) }));
  });

  router.post('/api/events/:eventId/messages', parseJsonBody, async (req, res) => {
    const action = organiserAction(req, res, eventPathParams, createMessageRequest);
    res.status(201).json(await createMessage({ services, ...action }));
  });

  router.post('/api/events/:eventId/messages/test', parseJsonBody, async (req, res) => {
    const action = organiserAction(req, res, eventPathParams, testMessageRequest);
    res.json(await sendTestMessage({ services, ...action }));
  });

  router.post('/api/events/:eventId/messages/:messageId/cancel', async (req, res) => {
    res.json(await cancelMessage({ services, ...organiserAction(req, res, messagePathParams) }));
  });

  router.get('/api/unsubscribe', async (req, res) => {
    res.json(
      await describeUnsubscribe({ services, link: parseOrThrow(unsubscribeLink, req.query) }),
    );
  });

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` (a form body) to the header's
  // address; the page's button posts nothing. Neither body matters: the query is the link.
  router.post('/api/unsubscribe', async (req, res) => {
    res.json(await unsubscribe({ services, link: parseOrThrow(unsubscribeLink, req.query) }));
  });

  return router;
}
