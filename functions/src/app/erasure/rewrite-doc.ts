import type { DocData, DocStore, DocWrite } from '../../ports/doc-store';

/**
 * One document read and rewritten in a transaction of its own, as `change` says; nothing is
 * written when it says nothing (the record is erased already, or not the person's).
 */
export async function rewriteDoc<T extends DocData>(
  docs: DocStore,
  path: string,
  change: (data: T) => DocWrite | undefined,
): Promise<void> {
  await docs.runTransaction(async (tx) => {
    const { data } = await tx.get<T>(path);
    const write = data ? change(data) : undefined;
    if (write) tx.update(path, write);
  });
}
