import { z } from 'zod';
import { currencies, feeSchedule } from './events';

/**
 * GET /api/config: settings of the server that the web app needs before it asks anything
 * else, public and the same for everybody.
 */
export const publicConfigResponse = z.object({
  /** The currencies paid ticket types may be priced in: what the payment gateway charges. */
  paymentCurrencies: z.array(z.enum(currencies)),
  /**
   * The platform's fee on paid tickets, so organisers see what a ticket costs buyers and
   * what they receive before they choose who pays it.
   */
  platformFee: feeSchedule,
  /**
   * Which wallets a ticket can be saved to: each only where the platform configured its
   * signing keys, so the ticket page shows no button that cannot work. Neither when a server
   * older than this field answers.
   */
  walletPasses: z
    .object({ apple: z.boolean(), google: z.boolean() })
    .default({ apple: false, google: false }),
  /**
   * Days after an event ends before its attendee answers and holders' names are removed
   * (ATTENDEE_DATA_RETENTION_DAYS), as the event form tells organisers.
   */
  attendeeDataRetentionDays: z.number().int().positive().default(365),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
