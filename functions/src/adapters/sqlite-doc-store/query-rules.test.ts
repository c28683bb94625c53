import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, type Query } from '../../ports/doc-store';
import { parseQuery } from './query-rules';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('parseQuery', () => {
  it('parses a valid query', () => {
    const parsed = parseQuery({
      collection: 'events/e1/types',
      where: [{ field: 'price.amount', op: '>=', value: 100 }],
      orderBy: [{ field: 'price.amount', direction: 'desc' }],
      limit: 5,
    });
    expect(parsed.collection.collectionId).toBe('types');
    expect(parsed.filters[0].segments).toEqual(['price', 'amount']);
    expect(parsed.limit).toBe(5);
  });

  it.each<[string, Query]>([
    ['a document path', { collection: 'events/e1' }],
    [
      'an unknown operator',
      { collection: 'c', where: [{ field: 'a', op: 'like' as '==', value: 1 }] },
    ],
    ['in with 31 values', { collection: 'c', where: [{ field: 'a', op: 'in', value: range(31) }] }],
    [
      'array-contains-any with 31 values',
      { collection: 'c', where: [{ field: 'a', op: 'array-contains-any', value: range(31) }] },
    ],
    [
      'not-in with 11 values',
      { collection: 'c', where: [{ field: 'a', op: 'not-in', value: range(11) }] },
    ],
    ['in with an empty list', { collection: 'c', where: [{ field: 'a', op: 'in', value: [] }] }],
    ['in with a non-list', { collection: 'c', where: [{ field: 'a', op: 'in', value: 1 }] }],
    [
      'two != filters',
      {
        collection: 'c',
        where: [
          { field: 'a', op: '!=', value: 1 },
          { field: 'b', op: '!=', value: 1 },
        ],
      },
    ],
    [
      'not-in with !=',
      {
        collection: 'c',
        where: [
          { field: 'a', op: 'not-in', value: [1] },
          { field: 'b', op: '!=', value: 1 },
        ],
      },
    ],
    [
      'not-in with in',
      {
        collection: 'c',
        where: [
          { field: 'a', op: 'not-in', value: [1] },
          { field: 'b', op: 'in', value: [1] },
        ],
      },
    ],
    [
      'two array-contains',
      {
        collection: 'c',
        where: [
          { field: 'a', op: 'array-contains', value: 1 },
          { field: 'b', op: 'array-contains-any', value: [1] },
        ],
      },
    ],
    [
      'more than 30 disjunctions',
      {
        collection: 'c',
        where: [
          { field: 'a', op: 'in', value: range(6) },
          { field: 'b', op: 'in', value: range(6) },
        ],
      },
    ],
    ['null with <', { collection: 'c', where: [{ field: 'a', op: '<', value: null }] }],
    [
      'null with array-contains',
      { collection: 'c', where: [{ field: 'a', op: 'array-contains', value: null }] },
    ],
    [
      'a Date value',
      {
        collection: 'c',
        where: [{ field: 'a', op: '==', value: new Date() as unknown as string }],
      },
    ],
    ['a bad field path', { collection: 'c', orderBy: [{ field: 'a..b', direction: 'asc' }] }],
    ['a bad direction', { collection: 'c', orderBy: [{ field: 'a', direction: 'up' as 'asc' }] }],
    [
      'a duplicated orderBy',
      {
        collection: 'c',
        orderBy: [
          { field: 'a', direction: 'asc' },
          { field: 'a', direction: 'desc' },
        ],
      },
    ],
    ['a negative limit', { collection: 'c', limit: -1 }],
    ['a fractional limit', { collection: 'c', limit: 1.5 }],
  ])('rejects %s', (_label, query) => {
    expect(() => parseQuery(query)).toThrow(InvalidArgumentError);
  });

  it('allows multiple inequality fields and null equality', () => {
    expect(() =>
      parseQuery({
        collection: 'c',
        where: [
          { field: 'a', op: '>', value: 1 },
          { field: 'b', op: '<', value: 2 },
          { field: 'c', op: '==', value: null },
          { field: 'd', op: 'in', value: range(30) },
        ],
      }),
    ).not.toThrow();
  });
});
