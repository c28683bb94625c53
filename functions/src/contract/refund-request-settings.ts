import { z } from 'zod';
import { wholeNumber } from './form-fields';

/*
 * An event's setting for refunds buyers ask for (refund-requests.ts). Apart from
 * refund-requests.ts, as transfer-settings.ts is apart from transfers.ts: the event's
 * schemas need only this, and the event lists (/platform's first load) carry what they import.
 */

/** The earliest an organiser may stop requests before the start: a year. */
export const maxRefundRequestDays = 365;

/**
 * `refundRequests` of an event as the organiser edits it. Unset (and by default): off, as
 * most organisers sell without refunds on demand.
 */
export const refundRequestSettings = z.object({
  enabled: z.boolean({ message: 'Refund requests are on or off' }),
  untilDaysBeforeStart: wholeNumber('Days before the start')
    .min(0, 'At least 0 days')
    .max(maxRefundRequestDays, `At most ${maxRefundRequestDays} days`),
  /** `automatic`: each request refunds at once; `organiser`: it waits for a decision. */
  approval: z.enum(['organiser', 'automatic'], { message: 'Choose who decides' }),
});
export type RefundRequestSettings = z.infer<typeof refundRequestSettings>;

export const defaultRefundRequestSettings: RefundRequestSettings = {
  enabled: false,
  untilDaysBeforeStart: 7,
  approval: 'organiser',
};
