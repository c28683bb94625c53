import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import firestoreIndexes from '../../../../firestore.indexes.json';
import { parseIndexDefinitions } from '../../adapters/sqlite-doc-store/index-definitions';
import { missingIndexes, type QueryShape } from './query-indexes';

const repo = path.resolve(__dirname, '..', '..', '..', '..');
const recordedShapes = JSON.parse(
  readFileSync(path.join(repo, 'functions', 'query-shapes.json'), 'utf8'),
) as QueryShape[];

/** The allocator's expired holds: orders held, by the time their hold runs out. */
const expiredHolds: QueryShape = {
  collectionGroup: 'orders',
  equality: [{ fieldPath: 'status', contains: false }],
  ordered: [{ fieldPath: 'holdExpiresAt', order: 'ASCENDING' }],
};

describe('the queries the code makes against firestore.indexes.json', () => {
  it('finds an index for every recorded query', () => {
    expect(recordedShapes.length).toBeGreaterThan(10);
    expect(missingIndexes(recordedShapes, parseIndexDefinitions(firestoreIndexes))).toEqual([]);
  });

  it('fails naming the query and the index to add when its index is missing', () => {
    const definitions = parseIndexDefinitions(firestoreIndexes);
    const withoutIt = {
      indexes: definitions.indexes.filter(
        (index) =>
          !(
            index.collectionGroup === 'orders' &&
            index.fields.some((f) => f.fieldPath === 'holdExpiresAt')
          ),
      ),
    };
    expect(missingIndexes([expiredHolds], definitions)).toEqual([]);
    expect(missingIndexes([expiredHolds], withoutIt)).toEqual([
      'The query on orders where [status ==] ordered by [holdExpiresAt asc] has no composite index in firestore.indexes.json; add {"collectionGroup":"orders","queryScope":"COLLECTION","fields":[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"holdExpiresAt","order":"ASCENDING"}]}',
    ]);
  });
});
