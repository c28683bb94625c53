// zod/mini: the web app reads every error with this, on every page (see public.ts).
import * as z from 'zod/mini';

/** Every error the API answers has this one shape, whatever the status. */
export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  /**
   * HTTP 401 for a sensitive change (the payout account) from a sign-in older than a few
   * minutes: the page asks for the password again, then retries.
   */
  'recent_sign_in_required',
  'forbidden',
  /**
   * HTTP 403: a money action (approving a payout; in an organisation that requires it,
   * refunds and the money of its events) needs this sign-in to have passed the two-step
   * code first. `details.enrolled`: whether the person has set the step up at all.
   */
  'two_step_required',
  /**
   * HTTP 403: the event's waiting room is on and beginTransaction had no admission token
   * (`admission_required`), or a forged, expired, foreign or reused one (`admission_invalid`,
   * `details.reason` says which).
   */
  'admission_required',
  'admission_invalid',
  'not_found',
  'conflict',
  /** HTTP 410: a link that worked once and no longer does (an invitation used, revoked or expired). */
  'gone',
  /** Checkout: a ticket type has none left, fewer than asked, or is not on sale now. */
  'sold_out',
  'not_enough',
  'not_on_sale',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  /**
   * HTTP 503: the payment gateway failed or did not answer in time. What the call was for may
   * still have happened there (a charge, a refund): the caller asks again, which is safe.
   */
  'gateway_unavailable',
  /** Too many requests from one client in a while: HTTP 429 with Retry-After (seconds). */
  'rate_limited',
  'internal',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorBody = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    /** Field path (dotted, e.g. "types.0.price") to what is wrong with it. */
    fields: z.optional(z.record(z.string(), z.string())),
    /** Facts behind the error, for the page to act on (checkout: `typeId`, `left`). */
    details: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
