import {
  InvalidArgumentError,
  type DocValue,
  type Query,
  type QueryCursor,
  type WhereOperator,
} from '../../ports/doc-store';
import { parseCollectionPath, parseFieldPath, type CollectionPath } from './paths';
import { checkQueryValue } from './values';

/**
 * Firestore's rules for a query, checked up front by both adapters so a query that runs on
 * SQLite is one Firestore accepts (the SQLite engine itself could answer anything).
 */

export type ParsedFilter = {
  field: string;
  segments: string[];
  op: WhereOperator;
  value: DocValue;
};
export type ParsedOrder = { field: string; segments: string[]; direction: 'asc' | 'desc' };
export type ParsedQuery = {
  collection: CollectionPath;
  filters: ParsedFilter[];
  orderBy: ParsedOrder[];
  limit: number | undefined;
  startAfter: QueryCursor | undefined;
};

const operators: ReadonlySet<string> = new Set<WhereOperator>([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'not-in',
  'array-contains',
  'array-contains-any',
]);

/** Operators whose value is a list of alternatives, and how many each may hold. */
const listLimits: Partial<Record<WhereOperator, number>> = {
  in: 30,
  'array-contains-any': 30,
  // Firestore still caps not-in at 10 values (in and array-contains-any went to 30).
  'not-in': 10,
};

/** Firestore: "a maximum of 30 disjunctions in disjunctive normal form". */
const maxDisjunctions = 30;

/** Range and not-equal filters: Firestore orders by these fields implicitly. */
export function isInequality(op: WhereOperator): boolean {
  return op === '<' || op === '<=' || op === '>' || op === '>=' || op === '!=' || op === 'not-in';
}

function parseFilter(clause: unknown): ParsedFilter {
  if (typeof clause !== 'object' || clause === null) {
    throw new InvalidArgumentError('A where clause must be { field, op, value }');
  }
  const { field, op, value } = clause as { field?: unknown; op?: unknown; value?: unknown };
  const segments = parseFieldPath(field);
  const fieldName = segments.join('.');
  if (typeof op !== 'string' || !operators.has(op)) {
    throw new InvalidArgumentError(`Unknown query operator ${String(op)} on "${fieldName}"`);
  }
  const operator = op as WhereOperator;
  const checked = checkQueryValue(value, fieldName);
  const limit = listLimits[operator];
  if (limit !== undefined) {
    if (!Array.isArray(checked) || checked.length === 0) {
      throw new InvalidArgumentError(`'${operator}' on "${fieldName}" needs a non-empty array`);
    }
    if (checked.length > limit) {
      throw new InvalidArgumentError(
        `'${operator}' on "${fieldName}" takes at most ${limit} values, got ${checked.length}`,
      );
    }
  }
  // `array-contains` null is refused too: the Firestore emulator matches it against values
  // that are not even arrays, so what it does in production cannot be tested here.
  if (checked === null && operator !== '==' && operator !== '!=') {
    throw new InvalidArgumentError(`null can only be compared with '==' and '!=' ("${fieldName}")`);
  }
  return { field: fieldName, segments, op: operator, value: checked };
}

function checkCombination(filters: ParsedFilter[]): void {
  const count = (...ops: WhereOperator[]) => filters.filter((f) => ops.includes(f.op)).length;
  if (count('array-contains', 'array-contains-any') > 1) {
    throw new InvalidArgumentError(
      'A query may have only one array-contains or array-contains-any filter',
    );
  }
  if (count('!=', 'not-in') > 1) {
    throw new InvalidArgumentError("A query may have only one '!=' or 'not-in' filter");
  }
  if (count('not-in') > 0 && count('in', 'array-contains-any') > 0) {
    throw new InvalidArgumentError("'not-in' cannot be combined with 'in' or 'array-contains-any'");
  }
  const disjunctions = filters
    .filter((f) => f.op === 'in' || f.op === 'array-contains-any')
    .reduce((product, f) => product * (f.value as DocValue[]).length, 1);
  if (disjunctions > maxDisjunctions) {
    throw new InvalidArgumentError(
      `The query expands to ${disjunctions} disjunctions; Firestore allows ${maxDisjunctions}`,
    );
  }
}

function parseOrders(orderBy: unknown): ParsedOrder[] {
  if (orderBy === undefined) return [];
  if (!Array.isArray(orderBy)) throw new InvalidArgumentError('orderBy must be an array');
  const seen = new Set<string>();
  return orderBy.map((clause: unknown) => {
    const { field, direction } = (clause ?? {}) as { field?: unknown; direction?: unknown };
    const segments = parseFieldPath(field);
    const name = segments.join('.');
    if (direction !== 'asc' && direction !== 'desc') {
      throw new InvalidArgumentError(`orderBy "${name}" needs direction 'asc' or 'desc'`);
    }
    if (seen.has(name)) throw new InvalidArgumentError(`orderBy "${name}" appears twice`);
    seen.add(name);
    return { field: name, segments, direction };
  });
}

export function parseQuery(query: Query): ParsedQuery {
  if (typeof query !== 'object' || query === null) {
    throw new InvalidArgumentError('A query must be an object');
  }
  const collection = parseCollectionPath(query.collection);
  if (query.where !== undefined && !Array.isArray(query.where)) {
    throw new InvalidArgumentError('where must be an array');
  }
  const filters = (query.where ?? []).map(parseFilter);
  checkCombination(filters);
  const { limit } = query;
  if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 0)) {
    throw new InvalidArgumentError(`limit must be a non-negative integer, got ${String(limit)}`);
  }
  const orderBy = parseOrders(query.orderBy);
  return { collection, filters, orderBy, limit, startAfter: parseCursor(query, filters, orderBy) };
}

/**
 * A cursor names a value for each `orderBy` clause and a document id. Firestore would also
 * order by inequality fields left out of `orderBy`; cursors here insist they are named, so
 * the values always mean what the caller thinks.
 */
function parseCursor(
  query: Query,
  filters: ParsedFilter[],
  orderBy: ParsedOrder[],
): QueryCursor | undefined {
  const cursor = query.startAfter;
  if (cursor === undefined) return undefined;
  if (typeof cursor !== 'object' || cursor === null || !Array.isArray(cursor.values)) {
    throw new InvalidArgumentError('startAfter must be { values, id }');
  }
  if (cursor.values.length !== orderBy.length) {
    throw new InvalidArgumentError(
      `startAfter needs one value per orderBy clause (${orderBy.length}), got ${cursor.values.length}`,
    );
  }
  if (typeof cursor.id !== 'string' || cursor.id === '' || cursor.id.includes('/')) {
    throw new InvalidArgumentError('startAfter needs the id of a document of the collection');
  }
  const ordered = new Set(orderBy.map((o) => o.field));
  const unordered = filters.find((f) => isInequality(f.op) && !ordered.has(f.field));
  if (unordered) {
    throw new InvalidArgumentError(
      `startAfter needs the inequality field "${unordered.field}" in orderBy`,
    );
  }
  cursor.values.forEach((value, i) => checkQueryValue(value, orderBy[i]!.field));
  return { values: cursor.values, id: cursor.id };
}
