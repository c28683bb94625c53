import { z } from 'zod';

/** Firestore reserves ids like `__x__` (and `.` and `..`, which the pattern already refuses). */
const reservedId = /^__.*__$/;

/**
 * A document id as the API accepts it, in a path or a body: letters, digits, `_` and `-`,
 * `min` to `max` of them, and never one the store reserves. `what` names it in the error.
 */
export function docIdSchema(
  what: string,
  { min = 1, max = 64 }: { min?: number; max?: number } = {},
) {
  const message = `Not ${what}`;
  return z
    .string({ message })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), message)
    .refine((id) => !reservedId.test(id), message);
}

export const eventId = docIdSchema('an event id');
/** Personal organisations are `personal-{uid}`, and uids run to 128 characters. */
export const organisationId = docIdSchema('an organisation id', { max: 160 });
export const ticketTypeId = docIdSchema('a ticket type id');

/**
 * Refuses a ticket type named again in one list: each repeat is flagged at
 * `[list, index, field]`. Entries without an id (new types) are not compared.
 */
export function refuseTypesListedTwice<Field extends string>(
  context: z.RefinementCtx,
  list: string,
  entries: readonly { [key in Field]?: string | undefined }[],
  field: Field,
): void {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const typeId = entry[field];
    if (typeId === undefined) return;
    if (seen.has(typeId)) {
      context.addIssue({
        code: 'custom',
        path: [list, index, field],
        message: 'This ticket type is listed twice',
      });
    }
    seen.add(typeId);
  });
}
/** Firebase Auth uids are at most 128 characters. */
export const userId = docIdSchema('a user id', { max: 128 });
/** An order's reference (the Paystack reference). */
export const orderReference = docIdSchema('an order reference');
/** beginTransaction makes it from the buyer's uid and request key. */
export const purchaseRequestId = docIdSchema('a purchase request id', { max: 200 });
/** A ticket's code: 128 random bits in base64url (see newTicketCode in fulfil-order.ts). */
export const ticketCode = docIdSchema('a ticket code', { min: 22, max: 22 });

/**
 * Path parameters, one schema per route shape: parse `req.params` with them, so that a bad
 * id is a 400 naming its parameter.
 */
export const eventPathParams = z.object({ eventId });
export const userPathParams = z.object({ uid: userId });
export const purchaseRequestPathParams = z.object({ requestId: purchaseRequestId });
export const ticketPathParams = z.object({ code: ticketCode });
