import {
  describeIndex,
  indexSatisfies,
  type IndexRequirement,
} from '../../adapters/sqlite-doc-store/index-requirements';
import type { IndexDefinitions } from '../../adapters/sqlite-doc-store/index-definitions';

/** A query the code makes that needs a composite index (functions/query-shapes.json). */
export type QueryShape = IndexRequirement;

function describeQuery(shape: QueryShape): string {
  const filters = shape.equality.map((e) => `${e.fieldPath} ${e.contains ? 'contains' : '=='}`);
  const order = shape.ordered.map(
    (o) => `${o.fieldPath} ${o.order === 'ASCENDING' ? 'asc' : 'desc'}`,
  );
  return `${shape.collectionGroup} where [${filters.join(', ')}] ordered by [${order.join(', ')}]`;
}

/**
 * Each query Firestore would refuse for want of its composite index, by the same rule the SQLite
 * store applies (index-requirements.ts), with the index to add.
 */
export function missingIndexes(
  shapes: readonly QueryShape[],
  definitions: IndexDefinitions,
): string[] {
  return shapes
    .filter((shape) => !definitions.indexes.some((index) => indexSatisfies(index, shape)))
    .map(
      (shape) =>
        `The query on ${describeQuery(shape)} has no composite index in firestore.indexes.json; add ${describeIndex(shape)}`,
    );
}
