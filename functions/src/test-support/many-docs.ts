/** For the contract tests of lists read a page at a time: thousands of documents, every page. */
import type { DocStore, Transaction } from '../ports/doc-store';

/** Writes documents 0 to `count` - 1 as `write` puts each, `batchSize` to a transaction. */
export async function storeInBatches(
  docs: DocStore,
  { count, batchSize }: { count: number; batchSize: number },
  write: (tx: Transaction, i: number) => void,
): Promise<void> {
  for (let start = 0; start < count; start += batchSize) {
    await docs.runTransaction(async (tx) => {
      for (let i = start; i < Math.min(start + batchSize, count); i++) write(tx, i);
    });
  }
}

/** The `i`-th minute of 2026. */
export const minuteOf2026 = (i: number) =>
  new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

/** `minuteOf2026`, but every tenth shares the time of the one before: ties must not lose rows. */
export const createdWithTies = (i: number) => minuteOf2026(i - (i % 10 === 1 ? 1 : 0));

/**
 * Every page of a list, following its cursor from the first; at most `maxPages`, so that a
 * cursor that never ends fails the test instead of hanging it.
 */
export async function readEveryPage<Page extends { nextCursor?: string }>(
  readPage: (after: string | undefined) => Promise<Page>,
  maxPages = 50,
): Promise<Page[]> {
  const pages: Page[] = [];
  let after: string | undefined;
  do {
    const page = await readPage(after);
    pages.push(page);
    after = page.nextCursor;
  } while (after !== undefined && pages.length < maxPages);
  return pages;
}

/** A page of 100 (or `limit`), after the cursor `after` when there is one. */
export const pageAfter = (after: string | undefined, limit = 100) => ({
  limit,
  ...(after !== undefined ? { after } : {}),
});
