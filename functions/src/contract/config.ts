import { z } from 'zod';
import { currencies } from './events';

/**
 * GET /api/config: settings of the server that the web app needs before it asks anything
 * else, public and the same for everybody.
 */
export const publicConfigResponse = z.object({
  /** The currencies paid ticket types may be priced in: what the payment gateway charges. */
  paymentCurrencies: z.array(z.enum(currencies)),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
