import { z } from 'zod';
import { docIdSchema, eventId, ticketCode } from './ids';
import { text } from './text';
import { scanResults, ticketDoorState, voidReasons } from './door';
import { eventSummary } from './event-summary';

/* Check-in at the door: scanners, door devices and manual check-in. */

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
  event: eventSummary.pick({ id: true, name: true, startsAt: true, timeZone: true }),
  /** Ed25519 public key, raw 32 bytes, base64url (WebCrypto `importKey('raw', …)`). */
  publicKey: z.string(),
  /** Who is scanning: the device's name, or the organiser's email. */
  scannerName: z.string(),
  tickets: z.array(
    ticketDoorState.extend({
      key: z.string(),
      typeName: z.string(),
      /** The holder's name, where the event asked for it: the green screen shows it. */
      holderName: z.string().optional(),
      /**
       * The lookup key of the code this ticket replaced (a friend claimed it): void as
       * `transferred`. A device that checks this ticket in marks that key void too.
       */
      replacesKey: z.string().optional(),
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
  /** The holder's name, where the event asked for it (or a friend claimed the ticket). */
  holderName: z.string().optional(),
  /** For `already_checked_in` (and `valid`): the winning check-in. */
  checkedInAt: z.string().optional(),
  checkedInBy: z.string().optional(),
  voidReason: z.enum(voidReasons).optional(),
  /** For a ticket a friend claimed: the lookup key of the code it replaced (now void). */
  replacesKey: z.string().optional(),
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
