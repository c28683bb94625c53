import type { ParsedFilter } from './query-rules';

/**
 * The SQL that narrows a query's candidates before the JS evaluator decides: JSON paths as
 * SQL literals and the filters SQLite can answer the way Firestore does.
 */

const plainKey = /^[A-Za-z_][A-Za-z0-9_]*$/;
const loneSurrogate = /\p{Cs}/u;
const pushedOperators: ReadonlyMap<string, string> = new Map([
  ['==', '='],
  ['<', '<'],
  ['<=', '<='],
  ['>', '>'],
  ['>=', '>='],
]);

/**
 * SQLite's JSON path of a field made of plain keys, as a SQL literal (the keys cannot hold a
 * quote). The same text is used by the expression indexes, which SQLite only matches when a
 * query's expression is written identically.
 */
export function jsonFieldExpression(segments: readonly string[]): string | undefined {
  if (!segments.every((segment) => plainKey.test(segment))) return undefined;
  return `json_extract(data, '$.${segments.join('.')}')`;
}

/**
 * `==` and ranges on a string or number can be answered by SQLite's JSON functions, which
 * narrows the rows to decode. They may only ever let extra rows through (json_extract turns
 * `true` into 1, and SQLite orders every number before every string), never drop a match:
 * strings compare bytewise in both (UTF-8), numbers numerically, and the JS evaluator
 * filters again.
 */
function pushdownable(filter: ParsedFilter): boolean {
  if (!pushedOperators.has(filter.op) || jsonFieldExpression(filter.segments) === undefined) {
    return false;
  }
  if (typeof filter.value === 'number') return Number.isFinite(filter.value);
  return typeof filter.value === 'string' && !loneSurrogate.test(filter.value);
}

/** The WHERE clause that pre-narrows a query's candidates, and the filters it carries. */
export function collectionFilter(filters: readonly ParsedFilter[]) {
  const pushed = filters.filter(pushdownable);
  const where = [
    'collection = ?',
    ...pushed.map((f) => `${jsonFieldExpression(f.segments)} ${pushedOperators.get(f.op)} ?`),
  ].join(' AND ');
  return { where, pushed };
}

/** The SQL that pre-narrows a query's candidates, and the filters it carries as parameters. */
export function collectionQuery(filters: readonly ParsedFilter[]) {
  const { where, pushed } = collectionFilter(filters);
  return { sql: `SELECT path, id, data FROM docs WHERE ${where}`, pushed };
}
