import type { DocStore } from '../../ports/doc-store';

export type RestartableStore = {
  /** What the services use: always the store as it is now. */
  readonly docs: DocStore;
  /**
   * The store closes (once the transaction in flight has finished: the embedded store commits
   * one at a time), stays away for `ms` (every call fails at once), and opens again on the
   * same data.
   */
  restart(ms: number): Promise<void>;
  /** Calls (or connections) the restarts cut short or refused so far. */
  disruptions(): number;
};

export class StoreUnavailableError extends Error {
  constructor() {
    super('The store is restarting');
    this.name = 'StoreUnavailableError';
  }
}

/** A DocStore that can be restarted under its users: the embedded store's database restart. */
export async function restartableStore(open: () => Promise<DocStore>): Promise<RestartableStore> {
  let current: DocStore | undefined = await open();
  let refused = 0;
  const now = (): DocStore => {
    if (!current) {
      refused += 1;
      throw new StoreUnavailableError();
    }
    return current;
  };
  const docs: DocStore = {
    get: (path) => now().get(path),
    getAll: (paths) => now().getAll(paths),
    query: (query) => now().query(query),
    count: (query) => now().count(query),
    create: (path, data) => now().create(path, data),
    set: (path, data, options) => now().set(path, data, options),
    update: (path, data) => now().update(path, data),
    delete: (path) => now().delete(path),
    newId: () => now().newId(),
    runTransaction: (work) => now().runTransaction(work),
    close: async () => {
      await current?.close();
      current = undefined;
    },
  };
  return {
    docs,
    disruptions: () => refused,
    async restart(ms) {
      const closing = current;
      current = undefined;
      await closing?.close();
      await new Promise((resolve) => setTimeout(resolve, ms));
      current = await open();
    },
  };
}
