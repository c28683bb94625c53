import { z } from 'zod';

/**
 * A page of a list (`?after={nextCursor}&limit=`): `limit` items at most (25 unless asked,
 * never more than 100), in a fixed order; `nextCursor` names the next page when there is one.
 */
export const defaultPageSize = 25;
export const maxPageSize = 100;
export const pageQuery = z.object({
  after: z.string().max(1000, 'Not a page cursor').optional(),
  limit: z.coerce
    .number({ message: 'Not a page size' })
    .int('Not a page size')
    .min(1, 'Not a page size')
    .max(maxPageSize, `At most ${maxPageSize} a page`)
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;
/** What every page answers beside its items. */
export const listPage = z.object({ nextCursor: z.string().optional() });
