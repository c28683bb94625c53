import { z } from 'zod';
import { minorUnits } from './minor-units';

/** The longest source name a tracking link may carry. */
export const sourceNameMaxLength = 40;

/**
 * Where a buyer came from: a tracking link's `?ref=` (`instagram`, `newsletter-may`) or the
 * host name of the site whose widget sold the ticket (`example.org`). Any case is taken and
 * kept in lower case, so `Instagram` and `instagram` count as one source.
 */
export const sourceName = z
  .string({ message: 'Enter a source name' })
  .trim()
  .toLowerCase()
  .regex(
    new RegExp(`^[a-z0-9._-]{1,${sourceNameMaxLength}}$`),
    `Use 1 to ${sourceNameMaxLength} letters, digits, dots, dashes or underscores`,
  );

/**
 * The source a page sends with a purchase, from the link's raw `ref`: its source name, or
 * nothing when the link's ref cannot be one (a buyer is never refused for their link).
 */
export const sourceOfLink = (ref: string): string | undefined => sourceName.safeParse(ref).data;

/**
 * One row of an event's sales by source: its paid orders (being refunded still counts, as in
 * the sales figures), their tickets, and what the tickets sold for (after promo codes) in
 * each currency the orders were paid in. `source` null: orders that came with none (Direct).
 */
export const sourceSales = z.object({
  source: z.string().nullable(),
  orders: z.number().int(),
  tickets: z.number().int(),
  revenue: z.array(z.object({ currency: z.string(), amount: minorUnits })),
});
export type SourceSales = z.infer<typeof sourceSales>;
