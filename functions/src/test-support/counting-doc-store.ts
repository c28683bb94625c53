import type { DocStore, Query, Transaction } from '../ports/doc-store';
import type { Identity } from '../ports/identity';

/** `docs`, counting the reads it is asked for and keeping the queries it runs. */
export function countingDocStore(docs: DocStore) {
  const calls = { get: 0, getAll: 0, query: 0, count: 0 };
  const queries: Query[] = [];
  const counted = new Proxy(docs, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (property === 'get' || property === 'getAll' || property === 'count') {
        return (...args: unknown[]) => {
          calls[property] += 1;
          return method(...args);
        };
      }
      if (property === 'query') {
        return (query: Query) => {
          calls.query += 1;
          queries.push(query);
          return method(query);
        };
      }
      return method;
    },
  });
  return { docs: counted, calls, queries };
}

/** `docs`, counting the writes of each committed transaction. */
export function countingTransactions(docs: DocStore) {
  const writes: number[] = [];
  const writeMethods = new Set<PropertyKey>(['create', 'set', 'update', 'delete']);
  const counting = new Proxy(docs, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (property !== 'runTransaction') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return <R>(work: (tx: Transaction) => Promise<R>) =>
        target.runTransaction(async (tx) => {
          let count = 0;
          const countingTx = new Proxy(tx, {
            get(inner, name) {
              const method: unknown = Reflect.get(inner, name);
              if (typeof method !== 'function') return method;
              return (...args: unknown[]) => {
                if (writeMethods.has(name)) count++;
                return method.apply(inner, args) as unknown;
              };
            },
          });
          const result = await work(countingTx);
          writes.push(count);
          return result;
        });
    },
  });
  return { docs: counting, writes };
}

/**
 * `docs` and `identity` as services, counting the reads of both (see countingDocStore).
 */
export function countingDocsAndIdentity(docs: DocStore, identity: Identity) {
  const counted = countingDocStore(docs);
  const identityCalls = { listAccountActivity: 0, getAccounts: 0 };
  const countedIdentity: Identity = {
    ...identity,
    listAccountActivity: (pageSize, pageToken) => {
      identityCalls.listAccountActivity += 1;
      return identity.listAccountActivity(pageSize, pageToken);
    },
    getAccounts: (uids) => ((identityCalls.getAccounts += 1), identity.getAccounts(uids)),
  };
  return {
    services: { docs: counted.docs, identity: countedIdentity },
    /** The calls to either so far. */
    calls: () => ({ ...counted.calls, ...identityCalls }),
    queries: counted.queries,
  };
}
