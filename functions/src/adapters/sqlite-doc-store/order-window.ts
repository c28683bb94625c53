import type { DocValue } from '../../ports/doc-store';
import { jsonFieldExpression } from './filter-pushdown';
import { effectiveOrder } from './query-evaluator';
import type { ParsedQuery } from './query-rules';
import { typeRank, type TypeRank } from './value-order';

/**
 * A limited, ordered query need not decode every document of its collection: SQL finds the
 * documents whose first order key lies between the cursor and the key of the N-th candidate
 * (all ties included), and the JS evaluator decides exactly on those. Without it, each page
 * of a 200,000-entry ledger decoded and sorted all 200,000 entries.
 *
 * SQL orders by the same `json_extract` expression as the expression indexes, so an index
 * serves the window. That expression mixes Firestore's types (booleans become numbers, arrays
 * and maps become JSON text), so the window is taken one type at a time, in Firestore's
 * order: null < booleans < numbers < strings < arrays < maps. Within booleans, numbers and
 * strings SQLite orders as Firestore does (UTF-8 bytes for text); arrays and maps are taken
 * whole (they are found by their JSON text's first character, so an index still serves).
 */

export type OrderWindow = {
  /** The `json_extract` expression of the first order field, as the indexes write it. */
  field: string;
  /** The same field's JSON path, for `json_type`. */
  path: string;
  direction: 'asc' | 'desc';
  /** Where the previous page ended; the window includes ties with it. */
  from: { rank: TypeRank; value: number | string } | undefined;
  limit: number;
};

const loneSurrogate = /\p{Cs}/u;

/** The SQL value a cursor value compares as, or undefined when SQLite would misorder it. */
function sqlValueOf(value: DocValue): number | string | undefined {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return loneSurrogate.test(value) ? undefined : value;
  return 0;
}

/** The window a query can be narrowed to, or undefined when it must read its collection. */
export function orderWindowOf(query: ParsedQuery): OrderWindow | undefined {
  const first = effectiveOrder(query)[0];
  if (first === undefined || query.limit === undefined) return undefined;
  const field = jsonFieldExpression(first.segments);
  if (field === undefined) return undefined;
  let from: OrderWindow['from'];
  if (query.startAfter !== undefined) {
    const cursor = query.startAfter.values[0]!;
    const value = sqlValueOf(cursor);
    if (value === undefined) return undefined;
    from = { rank: typeRank(cursor), value };
  }
  const path = `$.${first.segments.join('.')}`;
  return { field, path, direction: first.direction, from, limit: query.limit };
}

/** The type ranks a window visits, in its order, from the cursor's on. */
export function ranksOf(window: OrderWindow): TypeRank[] {
  const all: TypeRank[] = [0, 1, 2, 3, 4, 5];
  const ordered = window.direction === 'asc' ? all : all.reverse();
  return window.from === undefined ? ordered : ordered.slice(ordered.indexOf(window.from.rank));
}

/** Ranks SQLite orders as Firestore does: a window may stop inside them. */
export const orderedRanks: ReadonlySet<TypeRank> = new Set([1, 2, 3]);

type Bound = { op: '>=' | '<=' | '<'; value: number | string };
type RankRange = { lower?: Bound; upper?: Bound; type: string };

/**
 * Each rank as a range of the `json_extract` value, which an index can seek, and the JSON
 * types that belong to it. Every SQLite number sorts before every text, '' first among them;
 * arrays and maps are JSON text beginning with '[' or '{'.
 */
const rankRanges: Record<TypeRank, RankRange> = {
  0: { type: "= 'null'" },
  1: { lower: { op: '>=', value: 0 }, upper: { op: '<=', value: 1 }, type: "IN ('true', 'false')" },
  2: {
    lower: { op: '>=', value: -Number.MAX_VALUE },
    upper: { op: '<', value: '' },
    type: "IN ('integer', 'real')",
  },
  3: { lower: { op: '>=', value: '' }, type: "= 'text'" },
  4: { lower: { op: '>=', value: '[' }, upper: { op: '<', value: '\\' }, type: "= 'array'" },
  5: { lower: { op: '>=', value: '{' }, upper: { op: '<', value: '|' }, type: "= 'object'" },
};

/**
 * The SQL that keeps one type rank of a window's field, from a key and up to one (both
 * included) in the window's direction. A key replaces the rank's own bound on that side:
 * with two bounds on one side, SQLite may seek by the wrong one and read the rank from its
 * start.
 */
export function windowCondition(
  window: OrderWindow,
  rank: TypeRank,
  keys: { from?: number | string; to?: number | string },
): { sql: string; params: Array<number | string> } {
  const range = rankRanges[rank];
  let { lower, upper } = range;
  const ascending = window.direction === 'asc';
  if (keys.from !== undefined) {
    if (ascending) lower = { op: '>=', value: keys.from };
    else upper = { op: '<=', value: keys.from };
  }
  if (keys.to !== undefined) {
    if (ascending) upper = { op: '<=', value: keys.to };
    else lower = { op: '>=', value: keys.to };
  }
  const bounds = [lower, upper].filter((bound) => bound !== undefined);
  const conditions = [
    ...bounds.map((bound) => `${window.field} ${bound.op} ?`),
    ...(rank === 0 ? [`${window.field} IS NULL`] : []),
    `json_type(data, '${window.path}') ${range.type}`,
  ];
  const params = bounds.map((bound) => bound.value);
  return { sql: conditions.join(' AND '), params };
}
