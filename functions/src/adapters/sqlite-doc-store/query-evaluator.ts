import type { DocData, DocValue } from '../../ports/doc-store';
import { isInequality, type ParsedFilter, type ParsedOrder, type ParsedQuery } from './query-rules';
import { compareUtf8, comparePaths, compareValues, typeRank, valuesEqual } from './value-order';

/**
 * Pure Firestore query semantics over JSON documents: this is the source of truth for what a
 * query returns on the SQLite store (SQL only pre-narrows the candidates).
 */

export type CandidateDoc = { id: string; path: string; data: DocData };

/** The value at a dotted path; undefined when absent or when a parent is not a map. */
export function getField(data: DocData, segments: readonly string[]): DocValue | undefined {
  let current: DocValue | undefined = data;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = Object.hasOwn(current, segment) ? current[segment] : undefined;
  }
  return current;
}

function sameTypeCompare(a: DocValue, b: DocValue): -1 | 0 | 1 | undefined {
  return typeRank(a) === typeRank(b) ? compareValues(a, b) : undefined;
}

/**
 * One filter against one field value. A missing field never matches; range filters only
 * match values of the same type as the operand; `!=` and `not-in` also skip nulls, and a
 * null in the list of `in` or `array-contains-any` matches nothing (Firestore's behaviour).
 */
export function matchesFilter(
  value: DocValue | undefined,
  filter: Pick<ParsedFilter, 'op' | 'value'>,
): boolean {
  if (value === undefined) return false;
  const operand = filter.value;
  const list = Array.isArray(operand) ? operand : [];
  switch (filter.op) {
    case '==':
      return valuesEqual(value, operand);
    case '!=':
      return value !== null && !valuesEqual(value, operand);
    case '<':
      return sameTypeCompare(value, operand) === -1;
    case '<=': {
      const c = sameTypeCompare(value, operand);
      return c === -1 || c === 0;
    }
    case '>':
      return sameTypeCompare(value, operand) === 1;
    case '>=': {
      const c = sameTypeCompare(value, operand);
      return c === 1 || c === 0;
    }
    case 'in':
      return value !== null && list.some((candidate) => valuesEqual(value, candidate));
    case 'not-in':
      return (
        value !== null &&
        !list.includes(null) &&
        !list.some((candidate) => valuesEqual(value, candidate))
      );
    case 'array-contains':
      return Array.isArray(value) && value.some((item) => valuesEqual(item, operand));
    case 'array-contains-any':
      return (
        Array.isArray(value) &&
        value.some(
          (item) => item !== null && list.some((candidate) => valuesEqual(item, candidate)),
        )
      );
  }
}

function compareFieldPaths(a: readonly string[], b: readonly string[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareUtf8(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/**
 * The ordering Firestore applies: the explicit orderBy, then every inequality field not
 * already ordered (lexicographically, in the direction of the last explicit order). The
 * document name comes last and is handled by `evaluateQuery`.
 */
export function effectiveOrder(query: Pick<ParsedQuery, 'filters' | 'orderBy'>): ParsedOrder[] {
  const order = [...query.orderBy];
  const direction = order.length > 0 ? order[order.length - 1].direction : 'asc';
  const ordered = new Set(order.map((o) => o.field));
  const implicit = new Map<string, ParsedOrder>();
  for (const filter of query.filters) {
    if (isInequality(filter.op) && !ordered.has(filter.field)) {
      implicit.set(filter.field, { field: filter.field, segments: filter.segments, direction });
    }
  }
  return order.concat(
    [...implicit.values()].sort((a, b) => compareFieldPaths(a.segments, b.segments)),
  );
}

export function evaluateQuery(docs: readonly CandidateDoc[], query: ParsedQuery): CandidateDoc[] {
  const order = effectiveOrder(query);
  const nameDirection = order.length > 0 ? order[order.length - 1].direction : 'asc';
  const matching = docs.filter(
    (doc) =>
      query.filters.every((f) => matchesFilter(getField(doc.data, f.segments), f)) &&
      // An orderBy also filters: documents without the field are not in its index.
      query.orderBy.every((o) => getField(doc.data, o.segments) !== undefined),
  );
  const keyed = matching.map((doc) => ({
    doc,
    keys: order.map((o) => getField(doc.data, o.segments) as DocValue),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < order.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i]);
      if (c !== 0) return order[i].direction === 'asc' ? c : -c;
    }
    const byName = comparePaths(a.doc.path, b.doc.path);
    return nameDirection === 'asc' ? byName : -byName;
  });
  let sorted = keyed;
  const cursor = query.startAfter;
  if (cursor !== undefined) {
    const cursorPath = `${query.collection.path}/${cursor.id}`;
    // Past the cursor in the query's order; the document name breaks ties as above.
    sorted = keyed.filter(({ doc, keys }) => {
      for (let i = 0; i < order.length; i++) {
        const c = compareValues(keys[i], cursor.values[i]!);
        if (c !== 0) return (order[i].direction === 'asc' ? c : -c) > 0;
      }
      const byName = comparePaths(doc.path, cursorPath);
      return (nameDirection === 'asc' ? byName : -byName) > 0;
    });
  }
  const docsInOrder = sorted.map((k) => k.doc);
  return query.limit === undefined ? docsInOrder : docsInOrder.slice(0, query.limit);
}
