import {
  InvalidArgumentError,
  type DocValue,
  type Query,
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
  return { collection, filters, orderBy: parseOrders(query.orderBy), limit };
}
