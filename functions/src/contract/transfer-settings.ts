import { z } from 'zod';
import { wholeNumber } from './form-fields';

/* An event's transfer settings (issue 23 part 6), apart from transfers.ts, which needs events.ts. */

/** The latest an organiser may stop transfers before the start: a week. */
export const maxTransferCloseHours = 168;

/**
 * `transfers` of an event as the organiser edits it. Unset (every event made before it):
 * on, stopping `defaultTransferSettings.closeHoursBeforeStart` hours before the start.
 */
export const transferSettings = z.object({
  enabled: z.boolean({ message: 'Transfers are on or off' }),
  closeHoursBeforeStart: wholeNumber('Hours before the start')
    .min(0, 'At least 0 hours')
    .max(maxTransferCloseHours, `At most ${maxTransferCloseHours} hours`),
});
export type TransferSettings = z.infer<typeof transferSettings>;

export const defaultTransferSettings: TransferSettings = {
  enabled: true,
  closeHoursBeforeStart: 2,
};
