import type { DocStore } from '../../ports/doc-store';

/**
 * Reads a rush repeats, shared for `reuseMs` within one process and one store: in a rush
 * every buyer of an event asks for the same event, types and stock, and one read answers
 * them all. Only for readers that can afford to be that late (see each caller); anything
 * that decides for real (the allocator) reads afresh.
 */
const recentReads = new WeakMap<DocStore, Map<string, { at: number; read: Promise<unknown> }>>();

/** `read()`'s answer, or the same answer of a call with `key` less than `reuseMs` ago. */
export function readRecently<T>(
  docs: DocStore,
  key: string,
  reuseMs: number,
  read: () => Promise<T>,
): Promise<T> {
  let reads = recentReads.get(docs);
  if (!reads) recentReads.set(docs, (reads = new Map()));
  const now = Date.now();
  const known = reads.get(key);
  if (known && now - known.at < reuseMs) return known.read as Promise<T>;
  if (reads.size > 1000) reads.clear();
  const started = read();
  reads.set(key, { at: now, read: started });
  // A failed read is not reused.
  started.catch(() => {
    if (reads.get(key)?.read === started) reads.delete(key);
  });
  return started;
}

/** Forgets what was read of `docs`: the next reader reads afresh (after a refusal, say). */
export function forgetRecentReads(docs: DocStore): void {
  recentReads.delete(docs);
}
