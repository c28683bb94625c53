import { z } from 'zod';
import { wholeNumber } from './form-fields';

/** The slowest and fastest pace an organiser may set (buyers let in a minute). */
export const admitPerMinuteRange = { min: 6, max: 6_000 } as const;

/**
 * `waitingRoom` of an event as the organiser edits it: on or off, and how many buyers a
 * minute it lets in (unset: the platform's default).
 */
export const waitingRoomSettings = z.object({
  enabled: z.boolean({ message: 'Waiting room is on or off' }),
  admitPerMinute: wholeNumber('Buyers a minute')
    .min(admitPerMinuteRange.min, `At least ${admitPerMinuteRange.min} buyers a minute`)
    .max(admitPerMinuteRange.max, `At most ${admitPerMinuteRange.max} buyers a minute`)
    .optional(),
  /**
   * The room turns itself on in a rush (when the allocator falls behind), for ten minutes at a
   * time. The event form sends it on for new events; unset (events made without it): never.
   */
  autoOn: z.boolean({ message: 'Turning on by itself is on or off' }).optional(),
});
export type WaitingRoomSettingsInput = z.input<typeof waitingRoomSettings>;

/** Sent with beginTransaction for an event whose waiting room is on. */
export const admissionToken = z.string().max(2_000, 'Not an admission token');

/**
 * POST /api/events/{id}/waitingRoom: joins the line once (a buyer's session keeps its place
 * through reloads) and says where the buyer stands.
 *  - `off`: no waiting room; buy straight away.
 *  - `before_opening`: joined; the order in line is drawn at `opensAt`.
 *  - `waiting`: `placeInLine` (1: next) and an estimate of the wait.
 *  - `admitted`: `token` lets this buyer start one purchase until `expiresAt`.
 *  - `lapsed`: the admission ran out unused (or was used); the place is spent.
 *  - `sold_out`, `cancelled`: nothing left to wait for.
 */
export const waitingRoomStatus = z.discriminatedUnion('state', [
  z.object({ state: z.literal('off') }),
  z.object({ state: z.literal('before_opening'), opensAt: z.string(), serverTime: z.string() }),
  z.object({
    state: z.literal('waiting'),
    placeInLine: z.number().int().min(1),
    estimatedWaitSeconds: z.number().int().min(0),
  }),
  z.object({ state: z.literal('admitted'), token: z.string(), expiresAt: z.string() }),
  z.object({ state: z.literal('lapsed') }),
  z.object({ state: z.literal('sold_out') }),
  z.object({ state: z.literal('cancelled'), reason: z.string().optional() }),
]);
export type WaitingRoomStatus = z.infer<typeof waitingRoomStatus>;

/** Why an admission token was refused (403 `admission_invalid`, `details.reason`). */
export const admissionRefusalReasons = [
  'malformed',
  'forged',
  'expired',
  'other_event',
  'other_buyer',
  'reused',
] as const;
