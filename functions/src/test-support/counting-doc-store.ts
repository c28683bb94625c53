import type { DocStore, Query } from '../ports/doc-store';

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
