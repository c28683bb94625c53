import { z } from 'zod';
import { publicTicketType, saleStates } from './public';

/**
 * Who sees a ticket type (issue 24 part 2):
 *  - `public`: everybody, on the event page (the default);
 *  - `code`: nobody until they type its access code in the page's "Have an access code?"
 *    field (a sponsor's or the crew's allocation): the page offers that field;
 *  - `link`: nobody, and no field hints at it: it is sold only through a link carrying the
 *    code (`/event/{id}?access=CODE`).
 * One code may unlock several types of an event (every hidden type given that code).
 */
export const ticketVisibilities = ['public', 'code', 'link'] as const;
export type TicketVisibility = (typeof ticketVisibilities)[number];

/**
 * An access code as typed: letters, digits, `-` and `_`, 3 to 32 characters, any case. It is
 * stored and compared in capitals (codes are case-insensitive), as promo codes are.
 */
export const accessCodeText = z
  .string({ message: 'Enter an access code' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, 'An access code is 3 to 32 letters, digits, - or _')
  .transform((code) => code.toUpperCase());

/** What a ticket type as the organiser enters it adds about who may see it. */
export const ticketVisibilityInput = {
  /** Missing: public. */
  visibility: z
    .enum(ticketVisibilities, { message: 'Visibility is public, code or link' })
    .optional(),
  /** Required when the type is hidden; ignored (not stored) on a public type. */
  accessCode: accessCodeText.nullable().optional(),
};

/** Flags a hidden type entered without its access code at `[list, index, 'accessCode']`. */
export function refuseHiddenWithoutCode(
  context: z.RefinementCtx,
  list: string,
  types: ReadonlyArray<{ visibility?: TicketVisibility; accessCode?: string | null }>,
): void {
  types.forEach((type, index) => {
    if ((type.visibility ?? 'public') !== 'public' && !type.accessCode) {
      context.addIssue({
        code: 'custom',
        path: [list, index, 'accessCode'],
        message: 'A hidden ticket type needs an access code',
      });
    }
  });
}

/** POST /api/events/{id}/accessCodeCheck: the buyer's page asks what a typed code unlocks. */
export const accessCodeCheckRequest = z.object({ code: accessCodeText });

/** A type a code unlocked, as the public view shows types, with its state now. */
export const unlockedTicketType = z.object({
  ...publicTicketType.shape,
  state: z.enum(saleStates),
});

/**
 * The types the code unlocks, in the organiser's order. A code that unlocks nothing (unknown,
 * or the event's hidden types are gone) is one 404 naming `accessCode`: codes are not
 * enumerable, and guesses are limited per buyer.
 */
export const accessCodeCheckResponse = z.object({
  code: z.string(),
  types: z.array(unlockedTicketType),
});
export type AccessCodeCheckResponse = z.infer<typeof accessCodeCheckResponse>;
export type UnlockedTicketType = z.infer<typeof unlockedTicketType>;
