import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, type OrderClause, type Query } from '../../ports/doc-store';
import {
  loadIndexDefinitions,
  parseIndexDefinitions,
  type IndexDefinitions,
} from './index-definitions';
import { assertIndexed, indexRequirement } from './index-requirements';
import { parseQuery } from './query-rules';

const requirement = (query: Omit<Query, 'collection'>, collection = 'events') =>
  indexRequirement(parseQuery({ collection, ...query }));

describe('indexRequirement', () => {
  it('needs no composite index for single-field queries', () => {
    expect(
      requirement({
        where: [{ field: 'a', op: '>', value: 1 }],
        orderBy: [{ field: 'a', direction: 'desc' }],
      }),
    ).toBeUndefined();
    expect(requirement({ orderBy: [{ field: 'a', direction: 'asc' }] })).toBeUndefined();
    expect(requirement({})).toBeUndefined();
  });

  it('needs no composite index for equality-only queries without ordering', () => {
    expect(
      requirement({
        where: [
          { field: 'a', op: '==', value: 1 },
          { field: 'b', op: 'in', value: [1, 2] },
          { field: 'tags', op: 'array-contains', value: 'x' },
        ],
      }),
    ).toBeUndefined();
  });

  it('needs equality fields then ordered fields otherwise', () => {
    expect(
      requirement({
        where: [
          { field: 'uid', op: '==', value: 'u' },
          { field: 'tags', op: 'array-contains', value: 'x' },
        ],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      }),
    ).toEqual({
      collectionGroup: 'events',
      equality: [
        { fieldPath: 'uid', contains: false },
        { fieldPath: 'tags', contains: true },
      ],
      ordered: [{ fieldPath: 'createdAt', order: 'DESCENDING' }],
    });
  });

  it('counts implicit inequality ordering and multiple orderBy', () => {
    expect(
      requirement({
        where: [
          { field: 'a', op: '==', value: 1 },
          { field: 'b', op: '<', value: 2 },
        ],
      })?.ordered,
    ).toEqual([{ fieldPath: 'b', order: 'ASCENDING' }]);
    expect(
      requirement({
        orderBy: [
          { field: 'a', direction: 'asc' },
          { field: 'b', direction: 'desc' },
        ],
      })?.ordered,
    ).toEqual([
      { fieldPath: 'a', order: 'ASCENDING' },
      { fieldPath: 'b', order: 'DESCENDING' },
    ]);
  });

  it('uses the last path segment as the collection group', () => {
    expect(
      requirement(
        {
          where: [{ field: 'a', op: '==', value: 1 }],
          orderBy: [{ field: 'b', direction: 'asc' }],
        },
        'venues/v1/events',
      )?.collectionGroup,
    ).toBe('events');
  });
});

describe('assertIndexed', () => {
  const indexes: IndexDefinitions = parseIndexDefinitions({
    indexes: [
      {
        collectionGroup: 'events',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'uid', order: 'ASCENDING' },
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
          { fieldPath: 'name', order: 'ASCENDING' },
        ],
      },
      {
        collectionGroup: 'events',
        fields: [
          { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
          { fieldPath: 'createdAt', order: 'ASCENDING' },
          { fieldPath: '__name__', order: 'ASCENDING' },
        ],
      },
      {
        collectionGroup: 'orders',
        queryScope: 'COLLECTION_GROUP',
        fields: [
          { fieldPath: 'a', order: 'ASCENDING' },
          { fieldPath: 'b', order: 'ASCENDING' },
        ],
      },
    ],
  });
  const check = (query: Query) => () => assertIndexed(parseQuery(query), indexes);
  /** The first index's query: one owner's live events, by `createdAt` then `name`. */
  const ownersLiveEvents = (
    createdAt: OrderClause['direction'],
    name: OrderClause['direction'],
  ): Query => ({
    collection: 'events',
    where: [
      { field: 'uid', op: '==', value: 'u' },
      { field: 'status', op: '==', value: 'live' },
    ],
    orderBy: [
      { field: 'createdAt', direction: createdAt },
      { field: 'name', direction: name },
    ],
  });

  it('accepts a query matching a declared index, equality fields in any order', () => {
    const where: Query['where'] = [
      { field: 'status', op: '==', value: 'live' },
      { field: 'uid', op: '==', value: 'u' },
    ];
    const orderBy: Query['orderBy'] = [
      { field: 'createdAt', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ];
    expect(check({ collection: 'events', where, orderBy })).not.toThrow();
  });

  it('accepts all directions reversed', () => {
    expect(check(ownersLiveEvents('asc', 'desc'))).not.toThrow();
    expect(
      check({
        collection: 'events',
        where: [{ field: 'tags', op: 'array-contains', value: 'x' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      }),
    ).not.toThrow();
  });

  it('rejects partly reversed directions, missing and extra fields, and naming the index', () => {
    expect(check(ownersLiveEvents('asc', 'asc'))).toThrow(InvalidArgumentError);
    expect(
      check({
        collection: 'events',
        where: [{ field: 'uid', op: '==', value: 'u' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      }),
    ).toThrow(
      /firestore\.indexes\.json.*"fieldPath":"uid".*"fieldPath":"createdAt","order":"DESCENDING"/,
    );
  });

  it('does not use collection-group indexes for collection queries', () => {
    expect(
      check({
        collection: 'orders',
        orderBy: [
          { field: 'a', direction: 'asc' },
          { field: 'b', direction: 'asc' },
        ],
      }),
    ).toThrow(InvalidArgumentError);
  });
});

describe('loadIndexDefinitions', () => {
  it('reads firestore.indexes.json and ignores fieldOverrides', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'indexes-')), 'firestore.indexes.json');
    writeFileSync(
      file,
      JSON.stringify({
        indexes: [
          {
            collectionGroup: 'e',
            queryScope: 'COLLECTION',
            fields: [{ fieldPath: 'a', order: 'ASCENDING' }],
          },
        ],
        fieldOverrides: [],
      }),
    );
    expect(loadIndexDefinitions(file).indexes).toHaveLength(1);
  });

  it('rejects malformed definitions', () => {
    expect(() =>
      parseIndexDefinitions({
        indexes: [{ collectionGroup: 'e', fields: [{ fieldPath: 'a', order: 'UP' }] }],
      }),
    ).toThrow(InvalidArgumentError);
  });
});
