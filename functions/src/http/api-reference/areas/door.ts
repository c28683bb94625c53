import {
  attendeePathParams,
  checkInBundle,
  checkInsRequest,
  checkInsResponse,
  checkInSummary,
  createDeviceRequest,
  createDeviceResponse,
  devicePathParams,
  devicesResponse,
} from '../../../contract/check-in';
import { eventPathParams } from '../../../contract/ids';
import {
  attendee,
  attendeesQuery,
  attendeesResponse,
  ordersQuery,
  ordersResponse,
} from '../../../contract/orders';
import { exampleIds, exampleOrderRow, exampleTime } from '../examples';
import { describeArea } from '../route-description';

const exampleAttendee = {
  code: exampleIds.code,
  typeId: exampleIds.typeId,
  typeName: 'General admission',
  holderEmail: 'thandi@example.com',
  orderReference: exampleIds.reference,
  status: 'valid',
  holderName: 'Thandi Mokoena',
  createdAt: exampleTime,
};

const exampleDevice = {
  id: exampleIds.deviceId,
  name: 'North gate',
  createdAt: exampleTime,
  checkedIn: 0,
};

const csvNote =
  "Every row the filters select, streamed a page of 500 at a time: UTF-8 with a BOM, CRLF, headers in words, times in ISO 8601, amounts in major units beside a Currency column; a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet never runs it as a formula.";

const orgOnly =
  'The event’s team with the right named (and administrators); anyone else is told the event does not exist (404).';

const csv = { description: 'The CSV (an attachment).', contentType: 'text/csv' };

export const doorRoutes = describeArea('Attendees and the door', [
  {
    method: 'get',
    path: '/api/events/{eventId}/attendees',
    summary: 'An event’s attendees',
    description: `Its tickets, oldest first, a page at a time. \`q\` matches the start of the holder’s email, the ticket code or the order reference, in any case; \`status\` is \`checked_in\`, \`not_checked_in\` or \`void\`; \`question\` with \`answer\` finds those who gave that answer. \`orders.view\`. ${orgOnly}`,
    auth: 'account',
    params: eventPathParams,
    query: attendeesQuery,
    responses: {
      200: {
        description: 'A page of attendees.',
        schema: attendeesResponse,
        example: { attendees: [exampleAttendee], nextCursor: 'c2VlIHlvdSBvbiB0aGUgcm9vZg' },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/attendees.csv',
    summary: 'An event’s attendees as CSV',
    description: `${csvNote} The same filters as the list; a column for each question. \`orders.view\`.`,
    auth: 'account',
    params: eventPathParams,
    query: attendeesQuery,
    responses: { 200: csv },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/orders',
    summary: 'An event’s orders',
    description: `Newest first, a page at a time. \`q\` matches the start of the buyer’s email or the order reference. \`orders.view\`. ${orgOnly}`,
    auth: 'account',
    params: eventPathParams,
    query: ordersQuery,
    responses: {
      200: {
        description: 'A page of orders.',
        schema: ordersResponse,
        example: { orders: [exampleOrderRow] },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/orders.csv',
    summary: 'An event’s orders as CSV',
    description: `${csvNote} The same filters as the list. \`orders.view\`.`,
    auth: 'account',
    params: eventPathParams,
    query: ordersQuery,
    responses: { 200: csv },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/check-in/bundle',
    summary: 'Everything a scanner needs offline',
    description: `The event, its public key (Ed25519, to verify tickets’ QR codes offline), the scanner’s name and every ticket by lookup key (the first 22 characters of base64url SHA-256 of its code; never the code) with its door state. \`check_in\`, or the event’s door device. ${orgOnly}`,
    auth: 'account',
    doorDevice: true,
    params: eventPathParams,
    responses: {
      200: {
        description: 'The bundle.',
        schema: checkInBundle,
        example: {
          event: {
            id: exampleIds.eventId,
            name: 'Rooftop Sessions: December',
            startsAt: '2026-12-12T16:00:00.000Z',
            timeZone: 'Africa/Johannesburg',
          },
          publicKey: 'MCowBQYDK2VwAyEAq8VtN2m1Lp4Zr7Xw3Yc9Hb6Kd0Fe5Gj',
          scannerName: 'North gate',
          generatedAt: exampleTime,
          tickets: [
            { key: 'Zk3Vq8Lm2Nc7Tf1Vb9XkPw', typeName: 'General admission', status: 'valid' },
          ],
        },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/check-ins',
    summary: 'Record scans',
    description: `1 to 500 scans a call (a body of up to 512 KB), offline ones too: one answer a scan, in order. Each scan’s \`scanId\` makes it safe to send again: a scan already recorded answers as it did. The first scan of a ticket wins, placed on the server’s clock by \`sentAt\`; a later one on another device is \`already_checked_in\` (an offline one a \`conflict\`). \`check_in\`, or the event’s door device. ${orgOnly}`,
    auth: 'account',
    doorDevice: true,
    params: eventPathParams,
    body: {
      schema: checkInsRequest,
      example: {
        scans: [
          {
            scanId: 'scan-5b1c9e2f',
            scanned: `tp1.${exampleIds.eventId}.${exampleIds.code}.${'S'.repeat(86)}`,
            scannedAt: '2026-12-12T16:42:10.000Z',
          },
        ],
        sentAt: '2026-12-12T16:42:11.000Z',
      },
    },
    responses: {
      200: {
        description: 'One answer a scan.',
        schema: checkInsResponse,
        example: {
          answers: [
            {
              scanId: 'scan-5b1c9e2f',
              result: 'valid',
              typeName: 'General admission',
              holderName: 'Thandi Mokoena',
              checkedInAt: '2026-12-12T16:42:10.000Z',
              checkedInBy: 'North gate',
            },
          ],
        },
      },
    },
    errors: [403, 404, 413],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/check-in/summary',
    summary: 'Live counts at the door',
    description: `Valid tickets, checked in, per scanner, and the latest 50 conflicts, newest first. \`check_in\`. ${orgOnly}`,
    auth: 'account',
    params: eventPathParams,
    responses: {
      200: {
        description: 'The counts.',
        schema: checkInSummary,
        example: {
          tickets: 88,
          checkedIn: 41,
          byScanner: [{ name: 'North gate', checkedIn: 41 }],
          conflicts: [],
        },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/attendees/{code}/check-in',
    summary: 'Check an attendee in by hand',
    description: `From the attendee list. 409 saying when and by whom if already in, or why a void ticket cannot be. \`check_in\`. ${orgOnly}`,
    auth: 'account',
    params: attendeePathParams,
    responses: {
      200: {
        description: 'The attendee, checked in.',
        schema: attendee,
        example: {
          ...exampleAttendee,
          checkedInAt: exampleTime,
          checkedInBy: 'organiser@example.com',
        },
      },
    },
    errors: [403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/events/{eventId}/attendees/{code}/check-in',
    summary: 'Undo a check-in',
    description: `Idempotent. \`check_in\`. ${orgOnly}`,
    auth: 'account',
    params: attendeePathParams,
    responses: {
      200: {
        description: 'The attendee, not checked in.',
        schema: attendee,
        example: exampleAttendee,
      },
    },
    errors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/check-in/devices',
    summary: 'Make a door device’s link',
    description: `A phone at the door scans with this link and no account: \`{origin}/check-in/{eventId}#{deviceId}.{secret}\` (after \`#\`, so no server log keeps it), shown once; only its SHA-256 is kept. \`check_in\`. ${orgOnly}`,
    auth: 'account',
    params: eventPathParams,
    body: { schema: createDeviceRequest, example: { name: 'North gate' } },
    responses: {
      201: {
        description: 'The device and its link.',
        schema: createDeviceResponse,
        example: {
          device: exampleDevice,
          link: `https://tickets.example.com/check-in/${exampleIds.eventId}#${exampleIds.deviceId}.Tq8Zr3Lm2Nc7Tf1Vb9Xk4P`,
        },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/check-in/devices',
    summary: 'An event’s door devices',
    description: `With the check-ins each won and when each was last seen. \`check_in\`. ${orgOnly}`,
    auth: 'account',
    params: eventPathParams,
    responses: {
      200: {
        description: 'The devices.',
        schema: devicesResponse,
        example: {
          devices: [{ ...exampleDevice, checkedIn: 41, lastSeenAt: '2026-12-12T18:02:00.000Z' }],
        },
      },
    },
    errors: [403, 404],
  },
  {
    method: 'delete',
    path: '/api/events/{eventId}/check-in/devices/{deviceId}',
    summary: 'Revoke a door device',
    description: `Its link stops working at once. Idempotent. \`check_in\`. ${orgOnly}`,
    auth: 'account',
    params: devicePathParams,
    responses: { 204: { description: 'Revoked.' } },
    errors: [403, 404],
  },
]);
