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
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
