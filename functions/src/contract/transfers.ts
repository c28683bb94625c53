import { z } from 'zod';
import { docIdSchema, ticketCode } from './ids';
import { text } from './text';
import { eventOnTicket } from './events';

export {
  defaultTransferSettings,
  maxTransferCloseHours,
  transferSettings,
} from './transfer-settings';
export type { TransferSettings } from './transfer-settings';

/*
 * Transfer to a friend (issue 23 part 6): the holder of a ticket names a friend, the friend
 * claims it from the emailed link, and the ticket gets a new code and holder while the old
 * code is void (`transferred`) at once.
 */

/** An email address as people type it: trimmed, checked, kept in lower case. */
export const emailAddress = z
  .string({ message: 'Enter an email address' })
  .trim()
  .min(1, 'Enter an email address')
  .max(254, 'At most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

/** `POST /api/tickets/{code}/transfer`: the friend the ticket goes to. */
export const startTransferRequest = z.object({
  name: text({ min: 1, minMessage: "Enter your friend's name", max: 100 }),
  email: emailAddress,
});
export type StartTransferRequest = z.input<typeof startTransferRequest>;

export const transferId = docIdSchema('a transfer id');
export const transferPathParams = z.object({ transferId });

/** The claim link's secret: 32 random bytes, base64url. Only its SHA-256 is stored. */
export const claimToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a claim link');

/** `POST /api/transfers/{transferId}/claim`. */
export const claimTransferRequest = z.object({ token: claimToken });

/** 200: the friend's new ticket, whose page the web app opens. */
export const claimTransferResponse = z.object({ code: ticketCode });
export type ClaimTransferResponse = z.infer<typeof claimTransferResponse>;

/**
 * Why a transfer cannot start, or a claim cannot happen (409 `conflict`,
 * `error.details.reason`; also the claim page's `state`).
 */
export const transferRefusals = [
  /** The ticket was refunded or its event cancelled. */
  'refunded',
  'cancelled',
  /** Checked in at the door: used. */
  'used',
  /** Already handed to someone else. */
  'transferred',
  /** A transfer of this ticket waits to be claimed: cancel it first. */
  'transfer_pending',
  /** The organiser turned transfers off for this event. */
  'transfers_off',
  /** Too close to the start (or the event is over). */
  'transfers_closed',
  /** Claims only: the link was used already, or the holder cancelled it. */
  'already_claimed',
  'transfer_cancelled',
] as const;
export type TransferRefusal = (typeof transferRefusals)[number];

/** Where a ticket stands for a transfer, as its page shows it. */
export const ticketTransferState = z.discriminatedUnion('state', [
  /** The holder may hand it on until `closesAt` (when the event has a start). */
  z.object({ state: z.literal('available'), closesAt: z.string().optional() }),
  /** Sent to a friend who has not claimed it yet: the holder may cancel. */
  z.object({
    state: z.literal('pending'),
    transferId: z.string(),
    toName: z.string(),
    toEmail: z.string(),
    createdAt: z.string(),
  }),
  /** Claimed: this code is void, the friend's ticket has a new one. */
  z.object({ state: z.literal('transferred'), toName: z.string(), at: z.string() }),
  z.object({ state: z.literal('unavailable'), reason: z.enum(transferRefusals) }),
]);
export type TicketTransferState = z.infer<typeof ticketTransferState>;

/**
 * `GET /api/transfers/{transferId}` with the token in the `X-Transfer-Token` header: what the
 * claim page shows. `state` is `claimable`, or why not (nothing changes either way).
 */
export const claimView = z.object({
  state: z.enum(['claimable', ...transferRefusals]),
  toName: z.string(),
  typeName: z.string(),
  event: eventOnTicket,
});
export type ClaimView = z.infer<typeof claimView>;

export const transferTokenHeader = 'x-transfer-token';

/** A ticket's transfer history, as the organiser's attendee list shows it. */
export const transferredTo = z.object({ name: z.string(), email: z.string(), at: z.string() });
