import { defaultPageSize, type PageQuery } from '../../contract/pages';
import {
  cursorOf,
  type DocData,
  type DocStore,
  type ExistingDoc,
  type OrderClause,
  type Query,
} from '../../ports/doc-store';
import { decodePageCursor, encodePageCursor } from './page-cursor';

export type OrderedQuery = Query & { orderBy: OrderClause[] };

/**
 * One page of `query` with one bounded query: one document more than the page, to know
 * whether another follows. `keep` drops what the index matched but the page must not show
 * (checked on what was read); the cursor still moves past it, so the next page goes on.
 */
export async function readPage<T extends DocData>(
  docs: DocStore,
  query: OrderedQuery,
  { after, limit = defaultPageSize }: PageQuery,
  keep: (doc: ExistingDoc<T>) => boolean = () => true,
): Promise<{ page: ExistingDoc<T>[]; nextCursor?: string }> {
  const found = await docs.query<T>({
    ...query,
    limit: limit + 1,
    ...(after !== undefined ? { startAfter: decodePageCursor(after, query.orderBy.length) } : {}),
  });
  const read = found.slice(0, limit);
  const last = read.at(-1);
  return {
    page: read.filter(keep),
    ...(found.length > limit && last
      ? { nextCursor: encodePageCursor(cursorOf(last, query.orderBy)) }
      : {}),
  };
}

/** Documents read per query when walking every page (the CSV exports). */
export const walkBatchSize = 500;

/** Every page of `query`, one bounded query each, in order: for exports of every row. */
export async function* walkPages<T extends DocData>(
  docs: DocStore,
  query: OrderedQuery,
  keep?: (doc: ExistingDoc<T>) => boolean,
): AsyncGenerator<ExistingDoc<T>[]> {
  let after: string | undefined;
  do {
    const { page, nextCursor } = await readPage<T>(
      docs,
      query,
      { limit: walkBatchSize, ...(after !== undefined ? { after } : {}) },
      keep,
    );
    yield page;
    after = nextCursor;
  } while (after !== undefined);
}
