import { describe, expect, it } from 'vitest';
import type { DocData, DocValue, Query } from '../../ports/doc-store';
import {
  effectiveOrder,
  evaluateQuery,
  getField,
  matchesFilter,
  type CandidateDoc,
} from './query-evaluator';
import { parseQuery } from './query-rules';
import { compareUtf8, compareValues } from './value-order';

const docs = (entries: Record<string, DocData>): CandidateDoc[] =>
  Object.entries(entries).map(([id, data]) => ({ id, path: `c/${id}`, data }));

const run = (candidates: CandidateDoc[], query: Omit<Query, 'collection'>) =>
  evaluateQuery(candidates, parseQuery({ collection: 'c', ...query })).map((d) => d.id);

describe('compareValues (Firestore cross-type order)', () => {
  it('orders null < boolean < number < string < array < map', () => {
    const values: DocValue[] = [{ a: 1 }, [1], 'a', 1, true, null];
    const sorted = [...values].sort(compareValues);
    expect(sorted).toEqual([null, true, 1, 'a', [1], { a: 1 }]);
  });

  it('orders within types', () => {
    expect(compareValues(false, true)).toBe(-1);
    expect(compareValues(-1, 2.5)).toBe(-1);
    expect(compareValues(1, 1.0)).toBe(0);
    expect(compareValues('B', 'a')).toBe(-1);
    expect(compareValues([1, 2], [1, 3])).toBe(-1);
    expect(compareValues([1], [1, 0])).toBe(-1);
    expect(compareValues({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(0);
    expect(compareValues({ a: 1 }, { b: 0 })).toBe(-1);
    expect(compareValues({ a: 2 }, { a: 1, b: 1 })).toBe(1);
    expect(compareValues({ a: 1 }, { a: 1, b: 1 })).toBe(-1);
  });

  it('compares strings in UTF-8 byte order, not UTF-16', () => {
    // U+FFFD is 3 UTF-8 bytes, U+1F600 is 4: UTF-8 puts the emoji last, UTF-16 first.
    expect(compareUtf8('\uFFFD', '\u{1F600}')).toBe(-1);
    expect('\uFFFD' < '\u{1F600}').toBe(false);
    expect(compareUtf8('abc', 'abd')).toBe(-1);
    expect(compareUtf8('ab', 'abc')).toBe(-1);
  });
});

describe('getField', () => {
  it('walks dotted paths through maps only', () => {
    const data: DocData = { a: { b: { c: 1 } }, arr: [{ x: 1 }], n: null };
    expect(getField(data, ['a', 'b', 'c'])).toBe(1);
    expect(getField(data, ['a', 'missing'])).toBeUndefined();
    expect(getField(data, ['arr', '0'])).toBeUndefined();
    expect(getField(data, ['n', 'x'])).toBeUndefined();
    expect(getField(data, ['n'])).toBeNull();
  });
});

describe('matchesFilter', () => {
  const m = (
    value: DocValue | undefined,
    op: Parameters<typeof matchesFilter>[1]['op'],
    operand: DocValue,
  ) => matchesFilter(value, { op, value: operand });

  it('never matches a missing field', () => {
    for (const op of ['==', '!=', '<', 'not-in', 'array-contains'] as const) {
      expect(m(undefined, op, op === 'not-in' ? [1] : 1)).toBe(false);
    }
  });

  it('== is type-aware equality', () => {
    expect(m(1, '==', 1)).toBe(true);
    expect(m(true, '==', 1)).toBe(false);
    expect(m('1', '==', 1)).toBe(false);
    expect(m(null, '==', null)).toBe(true);
    expect(m({ a: [1] }, '==', { a: [1] })).toBe(true);
  });

  it('!= and not-in exclude null values', () => {
    expect(m(null, '!=', 5)).toBe(false);
    expect(m('x', '!=', 5)).toBe(true);
    expect(m(5, '!=', 5)).toBe(false);
    expect(m(null, '!=', null)).toBe(false);
    expect(m(1, '!=', null)).toBe(true);
    expect(m(null, 'not-in', [1])).toBe(false);
    expect(m(2, 'not-in', [1])).toBe(true);
    expect(m(1, 'not-in', [1, 3])).toBe(false);
    expect(m(2, 'not-in', [1, null])).toBe(false);
  });

  it('range filters only match the operand type', () => {
    expect(m(3, '>', 2)).toBe(true);
    expect(m('3', '>', 2)).toBe(false);
    expect(m(null, '<', 2)).toBe(false);
    expect(m(2, '>=', 2)).toBe(true);
    expect(m(2, '<=', 2)).toBe(true);
    expect(m(1, '<', 2)).toBe(true);
    expect(m('b', '>', 'a')).toBe(true);
    expect(m([1, 2], '>', [1])).toBe(true);
  });

  it('in, array-contains and array-contains-any', () => {
    expect(m(2, 'in', [1, 2])).toBe(true);
    expect(m([1], 'in', [[1], [2]])).toBe(true);
    expect(m(3, 'in', [1, 2])).toBe(false);
    expect(m([1, 2], 'array-contains', 2)).toBe(true);
    expect(m([{ a: 1 }], 'array-contains', { a: 1 })).toBe(true);
    expect(m('abc', 'array-contains', 'a')).toBe(false);
    expect(m([1, 2], 'array-contains-any', [3, 2])).toBe(true);
    expect(m([1, 2], 'array-contains-any', [3])).toBe(false);
  });

  it('never matches null with in or array-contains-any, as Firestore does', () => {
    expect(m(null, 'in', [1, null])).toBe(false);
    expect(m(1, 'in', [1, null])).toBe(true);
    expect(m([null], 'array-contains-any', [null, 2])).toBe(false);
    expect(m([null, 2], 'array-contains-any', [null, 2])).toBe(true);
  });
});

describe('evaluateQuery', () => {
  const set = docs({
    n: { v: null },
    f: { v: false },
    t: { v: true },
    one: { v: 1 },
    half: { v: 0.5 },
    s: { v: 'str' },
    arr: { v: [1] },
    map: { v: { k: 1 } },
    none: { other: 1 },
  });

  it('orders by a field across types and excludes documents missing it', () => {
    expect(run(set, { orderBy: [{ field: 'v', direction: 'asc' }] })).toEqual([
      'n',
      'f',
      't',
      'half',
      'one',
      's',
      'arr',
      'map',
    ]);
    expect(run(set, { orderBy: [{ field: 'v', direction: 'desc' }] })[0]).toBe('map');
  });

  it('orders by document id when there is no orderBy', () => {
    expect(run(set, {})).toEqual(['arr', 'f', 'half', 'map', 'n', 'none', 'one', 's', 't']);
  });

  it('orders implicitly by inequality fields, then by id in the last direction', () => {
    const c = docs({ a: { x: 2, y: 1 }, b: { x: 1, y: 2 }, c: { x: 1, y: 1 } });
    expect(run(c, { where: [{ field: 'x', op: '>', value: 0 }] })).toEqual(['b', 'c', 'a']);
    expect(
      run(c, {
        where: [{ field: 'x', op: '>', value: 0 }],
        orderBy: [{ field: 'y', direction: 'desc' }],
      }),
    ).toEqual(['b', 'a', 'c']);
  });

  it('applies the limit after ordering', () => {
    expect(run(set, { orderBy: [{ field: 'v', direction: 'asc' }], limit: 2 })).toEqual(['n', 'f']);
    expect(run(set, { limit: 0 })).toEqual([]);
  });

  it('combines filters with AND', () => {
    const c = docs({
      a: { x: 1, tags: ['p'] },
      b: { x: 1, tags: ['q'] },
      c: { x: 2, tags: ['p'] },
    });
    expect(
      run(c, {
        where: [
          { field: 'x', op: '==', value: 1 },
          { field: 'tags', op: 'array-contains', value: 'p' },
        ],
      }),
    ).toEqual(['a']);
  });
});

describe('effectiveOrder', () => {
  it('appends inequality fields lexicographically after explicit orders', () => {
    const parsed = parseQuery({
      collection: 'c',
      where: [
        { field: 'z', op: '>', value: 1 },
        { field: 'a', op: '!=', value: 1 },
        { field: 'm', op: '==', value: 1 },
      ],
      orderBy: [{ field: 'm', direction: 'desc' }],
    });
    expect(effectiveOrder(parsed).map((o) => `${o.field} ${o.direction}`)).toEqual([
      'm desc',
      'a desc',
      'z desc',
    ]);
  });
});
