import { z } from 'zod';
import { eventId, ticketCode } from './ids';

/*
 * At the door (issue 13): the signed QR code on every ticket and a ticket's door state. The
 * lists of attendees and orders are in orders.ts, check-in in check-in.ts, refunds and
 * cancellation in refunds.ts.
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

/**
 * `void` tickets were refunded, their event cancelled, or handed to a friend (`transferred`:
 * the friend's ticket has a new code): never let in.
 */
export const ticketStatuses = ['valid', 'void'] as const;
export const voidReasons = ['refunded', 'cancelled', 'transferred'] as const;
export type VoidReason = (typeof voidReasons)[number];

/** Where a ticket stands at the door, as the lists of tickets show it. */
export const ticketDoorState = z.object({
  status: z.enum(ticketStatuses),
  voidReason: z.enum(voidReasons).optional(),
  /** When the (winning) check-in happened, and who made it. */
  checkedInAt: z.string().optional(),
  checkedInBy: z.string().optional(),
});

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
