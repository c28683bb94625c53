import { z } from 'zod';
import { PaymentGatewayError } from '../ports/payment-gateway';
import { parseAnswer, type PaystackHttp, type Query } from './paystack-http';

/**
 * The page meta of Paystack's offset-paged lists (transactions, transfers, refunds): the
 * OpenAPI description has `perPage` as a number on some lists and a string on others.
 */
const pageMeta = z.object({
  total: z.number().int(),
  skipped: z.number().int(),
  perPage: z.union([z.number().int(), z.string()]),
  page: z.number().int(),
  pageCount: z.number().int(),
});

/** The meta of cursor-paged lists (banks); Paystack leaves it out when all fit in one page. */
const cursorMeta = z
  .object({ next: z.string().nullish(), perPage: z.union([z.number().int(), z.string()]) })
  .nullish();

/** One of Paystack's lists: its path, the filters, a record's schema, its name in errors. */
type ListRequest<T> = [path: string, query: Query, item: z.ZodType<T>, what: string];

/**
 * Every record of an offset-paged list, page after page until `pageCount`. Records added
 * while paging can shift the pages, so a reconciliation asks only for a period that is over.
 */
export async function allPages<T>(
  http: PaystackHttp,
  ...[path, query, item, what]: ListRequest<T>
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await http.get(path, { ...query, perPage: http.pageSize, page });
    const items = parseAnswer(z.array(item), answer.data, what);
    const meta = parseAnswer(pageMeta, answer.meta, `${what} page`);
    if (meta.page !== page) {
      // A gateway that ignores `page` would hand back page 1 for ever.
      throw new PaymentGatewayError(`The payment gateway answered page ${meta.page} for ${page}`);
    }
    all.push(...items);
    if (items.length === 0 || page >= meta.pageCount) return all;
  }
}

/** Every record of a cursor-paged list, following `meta.next` until there is none. */
export async function allByCursor<T>(
  http: PaystackHttp,
  ...[path, query, item, what]: ListRequest<T>
): Promise<T[]> {
  const all: T[] = [];
  const seen = new Set<string>();
  let next: string | undefined;
  for (;;) {
    const answer = await http.get(path, {
      ...query,
      use_cursor: true,
      perPage: http.pageSize,
      next,
    });
    all.push(...parseAnswer(z.array(item), answer.data, what));
    next = parseAnswer(cursorMeta, answer.meta, `${what} page`)?.next ?? undefined;
    if (next === undefined || next === '') return all;
    if (seen.has(next)) {
      throw new PaymentGatewayError(`The payment gateway repeated the cursor ${next}`);
    }
    seen.add(next);
  }
}
