import { z } from 'zod';
import { text } from './text';
import { docIdSchema, eventId, orderReference, ticketCode } from './ids';
import { pageQuery } from './events';

/*
 * At the door and after (issue 13): attendees and orders of an event, check-in (scanner,
 * door devices, manual), refunds and cancellation. One contract, written once, imported by
 * the HTTP layer and the web client alike.
 */

// ---------------------------------------------------------------------------------------
// Signed QR codes

/**
 * What a ticket's QR code carries: `tp1.{eventId}.{code}.{signature}`, where `signature` is
 * the Ed25519 signature (base64url, 64 bytes) of the UTF-8 text `tp1.{eventId}.{code}` with
 * the event's private key. The scanner verifies it offline with the event's public key
 * (WebCrypto), so it can tell "ticket for another event" (another event id) from "not a
 * ticket" (bad signature) without asking anybody.
 */
export const qrPrefix = 'tp1';

export type QrPayload = { eventId: string; code: string; signature: string };

/** The text a ticket's signature signs. */
export const signedTicketText = (event: string, code: string) => `${qrPrefix}.${event}.${code}`;

export const formatQrPayload = ({ eventId: event, code, signature }: QrPayload) =>
  `${signedTicketText(event, code)}.${signature}`;

/**
 * Reads a scanned text; `undefined` when it is not shaped like a ticket. A bare 22-character
 * code (typed by hand at the door) is `{ code }` alone: the server (or the downloaded list)
 * decides then.
 */
export function parseScannedText(
  scanned: string,
): (Partial<QrPayload> & { code: string }) | undefined {
  const trimmed = scanned.trim();
  if (ticketCode.safeParse(trimmed).success) return { code: trimmed };
  const parts = trimmed.split('.');
  if (parts.length !== 4 || parts[0] !== qrPrefix) return undefined;
  const [, event, code, signature] = parts as [string, string, string, string];
  if (!eventId.safeParse(event).success || !ticketCode.safeParse(code).success) return undefined;
  if (!/^[A-Za-z0-9_-]{86}$/.test(signature)) return undefined;
  return { eventId: event, code, signature };
}

/**
 * The name a downloaded attendee list gives a ticket: base64url of SHA-256 of the code,
 * first 22 characters (128 bits). Door devices never hold the codes themselves (a code is
 * the ticket: whoever has it can open and show it), yet can look a scanned code up.
 */
export const ticketLookupKeyLength = 22;

// ---------------------------------------------------------------------------------------
// Tickets' door state

/** `void` tickets were refunded or their event cancelled: never let in. */
export const ticketStatuses = ['valid', 'void'] as const;
export const voidReasons = ['refunded', 'cancelled'] as const;

/**
 * Every answer a scan can get. `valid`: let in (now checked in). `already_checked_in`: with
 * when and by which device. `other_event`: a real ticket for another event. `void`: refunded
 * or cancelled (`voidReason`). `unknown`: no such ticket, or not a genuine QR code.
 */
export const scanResults = [
  'valid',
  'already_checked_in',
  'other_event',
  'void',
  'unknown',
] as const;
export type ScanResult = (typeof scanResults)[number];

// ---------------------------------------------------------------------------------------
// Attendees and orders (organiser and administrators)

export const attendeeStatusFilters = ['checked_in', 'not_checked_in', 'void'] as const;

/** `GET /api/events/{eventId}/attendees`: a page of tickets, oldest first. */
export const attendeesQuery = pageQuery.extend({
  /** Matches the start of the holder's email, the ticket code or the order reference. */
  q: z.string().max(200, 'At most 200 characters').optional(),
  typeId: docIdSchema('a ticket type id').optional(),
  status: z.enum(attendeeStatusFilters, { message: 'Not a status' }).optional(),
});
export type AttendeesQuery = z.infer<typeof attendeesQuery>;

export const attendee = z.object({
  code: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  holderEmail: z.string(),
  orderReference: z.string(),
  status: z.enum(ticketStatuses),
  voidReason: z.enum(voidReasons).optional(),
  /** When the (winning) check-in happened, and who made it. */
  checkedInAt: z.string().optional(),
  checkedInBy: z.string().optional(),
  createdAt: z.string(),
});
export type Attendee = z.infer<typeof attendee>;

export const attendeesResponse = z.object({
  attendees: z.array(attendee),
  nextCursor: z.string().optional(),
});
export type AttendeesResponse = z.infer<typeof attendeesResponse>;

export const orderListStatuses = ['held', 'paid', 'expired', 'refund_pending', 'refunded'] as const;

/** `GET /api/events/{eventId}/orders`: a page of orders, newest first. */
export const ordersQuery = pageQuery.extend({
  /** Matches the start of the buyer's email or the order reference. */
  q: z.string().max(200, 'At most 200 characters').optional(),
  status: z.enum(orderListStatuses, { message: 'Not a status' }).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

export const orderRow = z.object({
  reference: z.string(),
  email: z.string(),
  quantity: z.number().int(),
  /** Integer minor units. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(orderListStatuses),
  flagged: z.string().optional(),
  createdAt: z.string(),
  paidAt: z.string().optional(),
  refundedAt: z.string().optional(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const ordersResponse = z.object({
  orders: z.array(orderRow),
  nextCursor: z.string().optional(),
});
export type OrdersResponse = z.infer<typeof ordersResponse>;

/*
 * CSV exports, made on the server (a kept CSV library, UTF-8 with a BOM, CRLF rows):
 * `GET /api/events/{eventId}/attendees.csv` and `GET /api/events/{eventId}/orders.csv`,
 * `Content-Disposition: attachment`, every row whatever the page. Same filters as the lists.
 */

// ---------------------------------------------------------------------------------------
// Check-in

/**
 * Who scans: the organiser (or an administrator) signed in, or a door device with its link.
 * A device sends `Authorization: Device {deviceId}.{secret}` instead of a Firebase token.
 */
export const deviceAuthScheme = 'Device';

export const checkInDeviceId = docIdSchema('a device id');

/** `POST /api/events/{eventId}/check-in/devices` (organiser): a link for one door device. */
export const createDeviceRequest = z.object({
  name: text({ min: 1, minMessage: 'Name the device', max: 60 }),
});
export type CreateDeviceRequest = z.infer<typeof createDeviceRequest>;

export const checkInDevice = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().optional(),
  /** Tickets this device checked in (winning scans). */
  checkedIn: z.number().int(),
  lastSeenAt: z.string().optional(),
});
export type CheckInDevice = z.infer<typeof checkInDevice>;

/**
 * The secret is shown once, in `link`: `{origin}/check-in/{eventId}#{deviceId}.{secret}`
 * (after `#`, so that it never reaches a server log). Only its SHA-256 is stored.
 */
export const createDeviceResponse = z.object({ device: checkInDevice, link: z.string() });
export type CreateDeviceResponse = z.infer<typeof createDeviceResponse>;

/** `GET /api/events/{eventId}/check-in/devices` (organiser). */
export const devicesResponse = z.object({ devices: z.array(checkInDevice) });
export type DevicesResponse = z.infer<typeof devicesResponse>;
/* `DELETE /api/events/{eventId}/check-in/devices/{deviceId}` revokes: 204, idempotent. */
export const devicePathParams = z.object({ eventId, deviceId: checkInDeviceId });

/**
 * `GET /api/events/{eventId}/check-in/bundle` (organiser or device): everything a scanner
 * needs to answer with no network. Tickets are named by lookup key, never by code.
 */
export const checkInBundle = z.object({
  event: z.object({
    id: z.string(),
    name: z.string(),
    startsAt: z.string().optional(),
    timeZone: z.string().optional(),
  }),
  /** Ed25519 public key, raw 32 bytes, base64url (WebCrypto `importKey('raw', …)`). */
  publicKey: z.string(),
  /** Who is scanning: the device's name, or the organiser's email. */
  scannerName: z.string(),
  tickets: z.array(
    z.object({
      key: z.string(),
      typeName: z.string(),
      status: z.enum(ticketStatuses),
      voidReason: z.enum(voidReasons).optional(),
      checkedInAt: z.string().optional(),
      checkedInBy: z.string().optional(),
    }),
  ),
  /** The server's clock when this was made. */
  generatedAt: z.string(),
});
export type CheckInBundle = z.infer<typeof checkInBundle>;

/**
 * `POST /api/events/{eventId}/check-ins` (organiser or device): one scan online, or a batch
 * of offline scans when the network returns (up to 500 a call). Idempotent by `scanId`: a
 * scan sent twice is answered as the first time. The first scan of a ticket (by
 * `scannedAt`, moved by how far the device's clock is off) wins, whichever device syncs
 * first; a later one is flagged as a conflict.
 */
export const maxScansPerSync = 500;
export const scanInput = z.object({
  /** Made by the device (a UUID): the scan's idempotency key. */
  scanId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a scan id'),
  /** What was scanned or typed: a QR payload or a bare ticket code. */
  scanned: z.string().min(1, 'Nothing scanned').max(300, 'Not a ticket'),
  /** The device's clock at the scan (ISO 8601). */
  scannedAt: z.iso.datetime({ message: 'Not a time' }),
  /** Answered locally while offline, sent later. */
  offline: z.boolean().optional(),
});
export type ScanInput = z.infer<typeof scanInput>;

export const checkInsRequest = z.object({
  scans: z
    .array(scanInput)
    .min(1, 'No scans')
    .max(maxScansPerSync, `At most ${maxScansPerSync} scans a call`),
  /**
   * The device's clock when it sent the batch: how far off that clock is, so that its scans
   * are placed on the server's clock (domain/scan-clock.ts) before the first one wins.
   */
  sentAt: z.iso.datetime({ message: 'Not a time' }).optional(),
});
export type CheckInsRequest = z.infer<typeof checkInsRequest>;

export const scanAnswer = z.object({
  scanId: z.string(),
  result: z.enum(scanResults),
  typeName: z.string().optional(),
  holderEmail: z.string().optional(),
  /** For `already_checked_in` (and `valid`): the winning check-in. */
  checkedInAt: z.string().optional(),
  checkedInBy: z.string().optional(),
  voidReason: z.enum(voidReasons).optional(),
  /** An offline scan that lost to an earlier scan of the same ticket on another device. */
  conflict: z.boolean().optional(),
});
export type ScanAnswer = z.infer<typeof scanAnswer>;

export const checkInsResponse = z.object({ answers: z.array(scanAnswer) });
export type CheckInsResponse = z.infer<typeof checkInsResponse>;

/**
 * Manual check-in from the attendee list (organiser):
 * `POST /api/events/{eventId}/attendees/{code}/check-in` checks in (200 with the attendee,
 * or 409 saying when it already was), `DELETE` of the same path undoes it (200).
 */
export const attendeePathParams = z.object({ eventId, code: ticketCode });

/** `GET /api/events/{eventId}/check-in/summary` (organiser): live counts. */
export const checkInSummary = z.object({
  /** Valid (not void) tickets. */
  tickets: z.number().int(),
  checkedIn: z.number().int(),
  byScanner: z.array(z.object({ name: z.string(), checkedIn: z.number().int() })),
  /** Scans that lost to an earlier scan on another device (newest first, at most 50). */
  conflicts: z.array(
    z.object({
      code: z.string(),
      holderEmail: z.string(),
      scannedAt: z.string(),
      scannedBy: z.string(),
      winnerAt: z.string(),
      winnerBy: z.string(),
    }),
  ),
});
export type CheckInSummary = z.infer<typeof checkInSummary>;

// ---------------------------------------------------------------------------------------
// Refunds and cancellation

/**
 * `POST /api/orders/{reference}/refund` (the event's organiser or an administrator): a full
 * refund through the gateway, exactly once however often it is pressed. 200 with the order
 * once refunded; 202 while another call is refunding it; 409 for an order that was not paid.
 */
export const orderPathParams = z.object({ reference: orderReference });
export const refundResponse = z.object({ order: orderRow });
export type RefundResponse = z.infer<typeof refundResponse>;

/**
 * `POST /api/events/{eventId}/cancel` (organiser or administrator), for an event with
 * sales: hidden from buyers at once, sales stop, every paid order refunded, every ticket
 * void, every holder emailed. Safe to call again (it resumes); the answer says how far it
 * got. An event with no sales is deleted instead (`DELETE /api/events/{eventId}`).
 */
export const cancelEventRequest = z.object({
  reason: text({ min: 1, minMessage: 'Give a reason', max: 1000, multiline: true }),
});
export type CancelEventRequest = z.infer<typeof cancelEventRequest>;

export const cancelEventResponse = z.object({
  status: z.enum(['cancelling', 'cancelled']),
  ordersRefunded: z.number().int(),
  ordersLeft: z.number().int(),
});
export type CancelEventResponse = z.infer<typeof cancelEventResponse>;
