import type { DocValue } from '../../ports/doc-store';
import { jsonFieldExpression } from './filter-pushdown';
import { effectiveOrder } from './query-evaluator';
import type { ParsedQuery } from './query-rules';
import { typeRank } from './value-order';

/**
 * A limited, ordered query need not decode every document of its collection: SQL can find
 * the documents whose first order key lies between the cursor and the key of the N-th
 * candidate (all ties included), and the JS evaluator then decides exactly on those. Without
 * it, each page of a 200,000-entry ledger decoded and sorted all 200,000 entries.
 *
 * The SQL key is (type rank, value) in Firestore's order: null < booleans < numbers <
 * strings < arrays < maps. SQLite orders numbers and UTF-8 text as Firestore does; arrays and
 * maps do not, so each of those two ranks counts as one tied key and is taken whole.
 */

export type OrderWindow = {
  /** `json_extract`-style JSON path of the first order field. */
  field: string;
  direction: 'asc' | 'desc';
  /** Where the previous page ended, as a SQL key; the window includes ties with it. */
  from: SqlKey | undefined;
  limit: number;
};

export type SqlKey = { rank: number; value: number | string };

const loneSurrogate = /\p{Cs}/u;

/** The SQL key of a cursor value, or undefined when SQLite would not order it faithfully. */
export function sqlKeyOf(value: DocValue): SqlKey | undefined {
  const rank = typeRank(value);
  if (typeof value === 'boolean') return { rank, value: value ? 1 : 0 };
  if (typeof value === 'number') return Number.isFinite(value) ? { rank, value } : undefined;
  if (typeof value === 'string') return loneSurrogate.test(value) ? undefined : { rank, value };
  return { rank, value: 0 };
}

/** The window a query can be narrowed to, or undefined when it must read its collection. */
export function orderWindowOf(query: ParsedQuery): OrderWindow | undefined {
  const first = effectiveOrder(query)[0];
  if (first === undefined || query.limit === undefined) return undefined;
  const field = jsonPath(first.segments);
  if (field === undefined) return undefined;
  let from: SqlKey | undefined;
  if (query.startAfter !== undefined) {
    from = sqlKeyOf(query.startAfter.values[0]!);
    if (from === undefined) return undefined;
  }
  return { field, direction: first.direction, from, limit: query.limit };
}

function jsonPath(segments: readonly string[]): string | undefined {
  // The same plain-key rule as the filter pushdown: the path becomes a SQL literal.
  return jsonFieldExpression(segments) === undefined ? undefined : `$.${segments.join('.')}`;
}

/** The SQL of a window's candidates: keyed rows of one collection, narrowed by `where`. */
export function windowSql(window: OrderWindow, where: string) {
  const type = `json_type(data, '${window.field}')`;
  const rank = `CASE ${type} WHEN 'null' THEN 0 WHEN 'false' THEN 1 WHEN 'true' THEN 1
    WHEN 'integer' THEN 2 WHEN 'real' THEN 2 WHEN 'text' THEN 3 WHEN 'array' THEN 4 ELSE 5 END`;
  const value = `CASE WHEN ${type} IN ('null', 'array', 'object') THEN 0
    ELSE json_extract(data, '${window.field}') END`;
  const onward = window.direction === 'asc' ? '>=' : '<=';
  const within = window.direction === 'asc' ? '<=' : '>=';
  const order = window.direction === 'asc' ? 'r ASC, v ASC' : 'r DESC, v DESC';
  const keyed = `WITH keyed AS (SELECT path, id, data, ${rank} AS r, ${value} AS v FROM docs
    WHERE ${where} AND ${type} IS NOT NULL)`;
  const past = window.from === undefined ? '' : ` WHERE (r, v) ${onward} (?, ?)`;
  return {
    /** The key of the window's last candidate: parameters, then the offset. */
    bound: `${keyed} SELECT r, v FROM keyed${past} ORDER BY ${order} LIMIT 1 OFFSET ?`,
    /** Every candidate up to a bound key (its parameters last). */
    upTo: `${keyed} SELECT path, id, data FROM keyed${past}${past ? ' AND' : ' WHERE'} (r, v) ${within} (?, ?)`,
    /** Every candidate past the cursor: when fewer than the window's size remain. */
    rest: `${keyed} SELECT path, id, data FROM keyed${past}`,
  };
}
