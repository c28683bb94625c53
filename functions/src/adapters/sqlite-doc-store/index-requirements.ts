import { InvalidArgumentError } from '../../ports/doc-store';
import type { CompositeIndex, IndexDefinitions, IndexField } from './index-definitions';
import { effectiveOrder } from './query-evaluator';
import type { ParsedQuery } from './query-rules';

/**
 * When Firestore needs a composite index for a query, so a query that runs locally without
 * one declared in firestore.indexes.json fails locally too. The rule (deliberately simple):
 *  - a query on at most one field, or with only equality filters and no ordering, is served
 *    by the automatic single-field indexes (equalities are merged);
 *  - otherwise the index must list the equality fields first (any order; array-contains as
 *    `arrayConfig: CONTAINS`), then the ordered fields (explicit orderBy, then implicit
 *    inequality fields) in that order, with the same directions or all of them reversed.
 * An index with extra fields is not accepted: Firestore would not use it either.
 */

export type EqualityField = { fieldPath: string; contains: boolean };
export type OrderedField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' };
export type IndexRequirement = {
  collectionGroup: string;
  equality: EqualityField[];
  ordered: OrderedField[];
};

export function indexRequirement(query: ParsedQuery): IndexRequirement | undefined {
  const touched = new Set([
    ...query.filters.map((f) => f.field),
    ...query.orderBy.map((o) => o.field),
  ]);
  if (touched.size <= 1) return undefined;

  const equality = new Map<string, EqualityField>();
  for (const f of query.filters) {
    if (f.op === '==' || f.op === 'in') {
      equality.set(f.field, { fieldPath: f.field, contains: false });
    } else if (f.op === 'array-contains' || f.op === 'array-contains-any') {
      equality.set(`${f.field}\0contains`, { fieldPath: f.field, contains: true });
    }
  }
  // Ordering by a field pinned to one value by `==` is a no-op, so it needs no index slot.
  const pinned = new Set(query.filters.filter((f) => f.op === '==').map((f) => f.field));
  const ordered: OrderedField[] = effectiveOrder(query)
    .filter((o) => !pinned.has(o.field))
    .map((o) => ({
      fieldPath: o.field,
      order: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
    }));

  if (ordered.length === 0) return undefined;
  if (equality.size === 0 && ordered.length === 1) return undefined;
  return {
    collectionGroup: query.collection.collectionId,
    equality: [...equality.values()],
    ordered,
  };
}

function isContains(field: IndexField): boolean {
  return 'arrayConfig' in field;
}

export function indexSatisfies(index: CompositeIndex, requirement: IndexRequirement): boolean {
  if (index.collectionGroup !== requirement.collectionGroup) return false;
  // Collection queries use collection-scoped indexes; group-scoped ones serve group queries.
  if ((index.queryScope ?? 'COLLECTION') !== 'COLLECTION') return false;
  let fields = index.fields;
  // `__name__` may be spelled out at the end; it is always implied, so ignore it.
  if (fields.length > 0 && fields[fields.length - 1].fieldPath === '__name__') {
    fields = fields.slice(0, -1);
  }
  const { equality, ordered } = requirement;
  if (fields.length !== equality.length + ordered.length) return false;

  const head = fields.slice(0, equality.length);
  const wanted = new Set(equality.map((e) => `${e.fieldPath}\0${e.contains}`));
  const have = new Set(head.map((f) => `${f.fieldPath}\0${isContains(f)}`));
  if (have.size !== wanted.size || [...wanted].some((key) => !have.has(key))) return false;

  const tail = fields.slice(equality.length);
  const sameOrReversed = (reversed: boolean) =>
    tail.every((field, i) => {
      if (!('order' in field) || field.fieldPath !== ordered[i].fieldPath) return false;
      return (field.order === ordered[i].order) !== reversed;
    });
  return sameOrReversed(false) || sameOrReversed(true);
}

/** The index to paste into firestore.indexes.json. */
export function describeIndex(requirement: IndexRequirement): string {
  const fields = [
    ...requirement.equality.map((e) =>
      e.contains
        ? { fieldPath: e.fieldPath, arrayConfig: 'CONTAINS' }
        : { fieldPath: e.fieldPath, order: 'ASCENDING' },
    ),
    ...requirement.ordered,
  ];
  return JSON.stringify({
    collectionGroup: requirement.collectionGroup,
    queryScope: 'COLLECTION',
    fields,
  });
}

/** Throws like Firestore does ("The query requires an index") when the index is not declared. */
export function assertIndexed(query: ParsedQuery, definitions: IndexDefinitions): void {
  const requirement = indexRequirement(query);
  if (requirement === undefined) return;
  if (definitions.indexes.some((index) => indexSatisfies(index, requirement))) return;
  throw new InvalidArgumentError(
    `The query on ${query.collection.path} requires a composite index; add it to firestore.indexes.json: ${describeIndex(requirement)}`,
  );
}
