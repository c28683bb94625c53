import { z } from 'zod';
import { minorUnits } from './minor-units';

/** `GET /api/admin/revenue?months=12`: the last `months` calendar months, this one included. */
export const revenueQuery = z.object({
  months: z.coerce
    .number({ message: 'Not a number of months' })
    .int('Not a number of months')
    .min(1, 'At least 1 month')
    .max(36, 'At most 36 months')
    .default(12),
});

/**
 * What the platform earned per month and currency: its fees and their VAT, less what refunds
 * gave back, and the card fees it bore (contract/fees.ts), in minor units. A month is the event's own calendar month (its time zone), as
 * each event's daily figures are kept.
 */
export const platformRevenueResponse = z.object({
  /** The first month counted, YYYY-MM. */
  from: z.string(),
  /** Newest month first, then by currency; months without fees are left out. */
  months: z.array(
    z.object({
      month: z.string(),
      currency: z.string(),
      platformFees: minorUnits,
      vat: minorUnits,
      /** Card fees the platform bore where a sale left its organiser no room for them. */
      cardFeesBorne: minorUnits,
    }),
  ),
});
export type PlatformRevenueResponse = z.infer<typeof platformRevenueResponse>;
