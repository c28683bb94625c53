import { Router } from 'express';
import { checkInBundle } from '../../app/check-in/check-in-bundle';
import { checkInSummary } from '../../app/check-in/check-in-summary';
import { createDevice, listDevices, revokeDevice } from '../../app/check-in/door-devices';
import { checkInAttendee, undoCheckIn } from '../../app/check-in/manual-check-in';
import { recordScans } from '../../app/check-in/record-scans';
import type { Services } from '../../app/common/services';
import {
  attendeePathParams,
  checkInsRequest,
  createDeviceRequest,
  devicePathParams,
  type CheckInBundle,
  type CheckInsResponse,
  type CheckInSummary,
  type DevicesResponse,
} from '../../contract/check-in';
import { eventPathParams } from '../../contract/ids';
import { requireAccount } from '../auth';
import { doorScanner } from '../door-scanner';
import { jsonBody, parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/** 500 offline scans of long QR codes, with room to spare. */
const parseScansBody = jsonBody(512 * 1024);

/**
 * The door: scanning (organisers, administrators and the event's door devices), manual
 * check-in and undo, door devices and live counts (organisers and administrators).
 */
export function checkInRoutes(services: Services): Router {
  const router = Router();
  const attendeeCheckIn = '/api/events/:eventId/attendees/:code/check-in';

  router.post(attendeeCheckIn, async (req, res) => {
    const user = requireAccount(res);
    const { eventId, code } = parseOrThrow(attendeePathParams, req.params);
    res.json(await checkInAttendee({ services, eventId, code, user }));
  });

  router.delete(attendeeCheckIn, async (req, res) => {
    const user = requireAccount(res);
    const { eventId, code } = parseOrThrow(attendeePathParams, req.params);
    res.json(await undoCheckIn({ services, eventId, code, user }));
  });

  router.post('/api/events/:eventId/check-ins', parseScansBody, async (req, res) => {
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const scanner = await doorScanner(services, req, res, eventId);
    const { scans, sentAt } = parseBodyOrThrow(checkInsRequest, req.body);
    const body: CheckInsResponse = {
      answers: await recordScans({ services, eventId, scanner, scans, sentAt }),
    };
    res.json(body);
  });

  router.get('/api/events/:eventId/check-in/bundle', async (req, res) => {
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const scanner = await doorScanner(services, req, res, eventId);
    const body: CheckInBundle = await checkInBundle({ services, eventId, scanner });
    res.json(body);
  });

  router.get('/api/events/:eventId/check-in/summary', async (req, res) => {
    const user = requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const body: CheckInSummary = await checkInSummary({ services, eventId, viewer: user });
    res.json(body);
  });

  router.post('/api/events/:eventId/check-in/devices', parseJsonBody, async (req, res) => {
    const user = requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const { name } = parseBodyOrThrow(createDeviceRequest, req.body);
    res.status(201).json(await createDevice({ services, eventId, name, viewer: user }));
  });

  router.get('/api/events/:eventId/check-in/devices', async (req, res) => {
    const user = requireAccount(res);
    const { eventId } = parseOrThrow(eventPathParams, req.params);
    const body: DevicesResponse = {
      devices: await listDevices({ services, eventId, viewer: user }),
    };
    res.json(body);
  });

  router.delete('/api/events/:eventId/check-in/devices/:deviceId', async (req, res) => {
    const user = requireAccount(res);
    const { eventId, deviceId } = parseOrThrow(devicePathParams, req.params);
    await revokeDevice({ services, eventId, deviceId, viewer: user });
    res.status(204).end();
  });

  return router;
}
