/** The DocStore contract, queries: filters, order, cursors, limits and counts, on every adapter. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cursorOf,
  type DocData,
  InvalidArgumentError,
  type OrderClause,
  type Query,
  type QueryCursor,
  type WhereClause,
} from '../../ports/doc-store';
import { adapterCases, ids, storeForEachTest } from './adapter-cases';

describe.each(adapterCases('demo-doc-store-queries'))('DocStore contract: $name', (adapter) => {
  const store = storeForEachTest(adapter);

  describe('queries', () => {
    const values: Record<string, DocData> = {
      nul: { v: null },
      fal: { v: false },
      tru: { v: true },
      neg: { v: -1 },
      one: { v: 1 },
      two: { v: 2.5 },
      strA: { v: 'A' },
      strb: { v: 'b' },
      arr1: { v: [1, 'x'] },
      arr2: { v: [2] },
      map: { v: { k: 1 } },
      none: { w: 1 },
    };
    beforeEach(async () => {
      for (const [id, data] of Object.entries(values)) await store().set(`items/${id}`, data);
    });
    const where = (...clauses: WhereClause[]): Query => ({ collection: 'items', where: clauses });
    const sortedIds = async (query: Query) => ids(await store().query(query)).sort();

    it.each<[string, WhereClause, string[]]>([
      ['== number', { field: 'v', op: '==', value: 1 }, ['one']],
      ['== null', { field: 'v', op: '==', value: null }, ['nul']],
      ['== array', { field: 'v', op: '==', value: [2] }, ['arr2']],
      ['== map', { field: 'v', op: '==', value: { k: 1 } }, ['map']],
      [
        '!= (skips null and missing)',
        { field: 'v', op: '!=', value: 1 },
        ['arr1', 'arr2', 'fal', 'map', 'neg', 'strA', 'strb', 'tru', 'two'],
      ],
      ['< (numbers only)', { field: 'v', op: '<', value: 2.5 }, ['neg', 'one']],
      ['<=', { field: 'v', op: '<=', value: 1 }, ['neg', 'one']],
      ['>', { field: 'v', op: '>', value: 1 }, ['two']],
      ['>= (strings only)', { field: 'v', op: '>=', value: 'B' }, ['strb']],
      ['> boolean', { field: 'v', op: '>', value: false }, ['tru']],
      [
        'in (a null in the list matches nothing)',
        { field: 'v', op: 'in', value: [1, 'A', true, null] },
        ['one', 'strA', 'tru'],
      ],
      [
        'not-in',
        { field: 'v', op: 'not-in', value: [1, 2.5, 'A', false] },
        ['arr1', 'arr2', 'map', 'neg', 'strb', 'tru'],
      ],
      ['array-contains', { field: 'v', op: 'array-contains', value: 'x' }, ['arr1']],
      [
        'array-contains-any',
        { field: 'v', op: 'array-contains-any', value: [2, 'x'] },
        ['arr1', 'arr2'],
      ],
      ['in [null] (matches nothing)', { field: 'v', op: 'in', value: [null] }, []],
      ['not-in with a null (matches nothing)', { field: 'v', op: 'not-in', value: [1, null] }, []],
      [
        '!= null (every non-null value)',
        { field: 'v', op: '!=', value: null },
        ['arr1', 'arr2', 'fal', 'map', 'neg', 'one', 'strA', 'strb', 'tru', 'two'],
      ],
      ['on a missing field', { field: 'nope', op: '!=', value: 1 }, []],
    ])('filters with %s', async (_label, clause, expected) => {
      expect(await sortedIds(where(clause))).toEqual([...expected].sort());
    });

    it('filters on nested fields and combines filters', async () => {
      await store().set('people/a', { address: { city: 'Durban' }, age: 30 });
      await store().set('people/b', { address: { city: 'Durban' }, age: 40 });
      await store().set('people/c', { address: { city: 'Joburg' }, age: 40 });
      const found = await store().query({
        collection: 'people',
        where: [
          { field: 'address.city', op: '==', value: 'Durban' },
          { field: 'age', op: '==', value: 40 },
        ],
      });
      expect(ids(found)).toEqual(['b']);
    });

    it("orders across types in Firestore's order and excludes documents missing the field", async () => {
      const asc = ids(
        await store().query({ collection: 'items', orderBy: [{ field: 'v', direction: 'asc' }] }),
      );
      expect(asc).toEqual([
        'nul',
        'fal',
        'tru',
        'neg',
        'one',
        'two',
        'strA',
        'strb',
        'arr1',
        'arr2',
        'map',
      ]);
      const desc = ids(
        await store().query({ collection: 'items', orderBy: [{ field: 'v', direction: 'desc' }] }),
      );
      expect(desc).toEqual([...asc].reverse());
    });

    it('orders by document id by default and applies limit after ordering', async () => {
      expect(ids(await store().query({ collection: 'items', limit: 3 }))).toEqual([
        'arr1',
        'arr2',
        'fal',
      ]);
      expect(
        ids(
          await store().query({
            collection: 'items',
            where: [{ field: 'v', op: '>', value: -5 }],
            orderBy: [{ field: 'v', direction: 'desc' }],
            limit: 2,
          }),
        ),
      ).toEqual(['two', 'one']);
    });

    it('orders by the inequality field implicitly', async () => {
      expect(ids(await store().query(where({ field: 'v', op: '>=', value: -1 })))).toEqual([
        'neg',
        'one',
        'two',
      ]);
    });

    it('orders by several fields, ties broken by document id', async () => {
      await store().set('scores/a', { team: 'x', points: 1 });
      await store().set('scores/b', { team: 'y', points: 3 });
      await store().set('scores/c', { team: 'x', points: 3 });
      await store().set('scores/d', { team: 'x', points: 3 });
      const found = await store().query({
        collection: 'scores',
        orderBy: [
          { field: 'team', direction: 'asc' },
          { field: 'points', direction: 'desc' },
        ],
      });
      expect(ids(found)).toEqual(['d', 'c', 'a', 'b']);
    });

    it('pages with startAfter: ties broken by document id, no document twice or left out', async () => {
      const points = [3, 1, 3, 2, 3, 1, 2, 3];
      await Promise.all(
        points.map((p, i) => store().set(`scores/s${i}`, { team: i % 2 ? 'x' : 'y', points: p })),
      );
      const orderBy: OrderClause[] = [{ field: 'points', direction: 'desc' }];
      const everything = ids(await store().query({ collection: 'scores', orderBy }));
      expect(everything).toEqual(['s7', 's4', 's2', 's0', 's6', 's3', 's5', 's1']);
      const paged: string[] = [];
      let after: QueryCursor | undefined;
      for (let page = 0; page < 5; page++) {
        const found = await store().query({
          collection: 'scores',
          orderBy,
          limit: 3,
          ...(after ? { startAfter: after } : {}),
        });
        paged.push(...ids(found));
        if (found.length < 3) break;
        after = cursorOf(found.at(-1)!, orderBy);
      }
      expect(paged).toEqual(everything);
      // With an equality filter and an ascending order, and counted.
      const ascending: Query = {
        collection: 'scores',
        where: [{ field: 'team', op: '==', value: 'y' }],
        orderBy: [{ field: 'points', direction: 'asc' }],
      };
      expect(ids(await store().query(ascending))).toEqual(['s6', 's0', 's2', 's4']);
      const startAfter = { values: [3], id: 's0' };
      expect(ids(await store().query({ ...ascending, startAfter }))).toEqual(['s2', 's4']);
      expect(await store().count({ ...ascending, startAfter })).toBe(2);
      // A cursor whose document is gone still marks a position.
      const gone = { values: [2], id: 'zz' };
      expect(ids(await store().query({ ...ascending, startAfter: gone }))).toEqual([
        's0',
        's2',
        's4',
      ]);
    });

    it('refuses a cursor that does not fit the order', async () => {
      const orderBy: OrderClause[] = [{ field: 'v', direction: 'asc' }];
      await expect(
        store().query({ collection: 'items', orderBy, startAfter: { values: [], id: 'one' } }),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(
        store().query({
          collection: 'items',
          where: [{ field: 'w', op: '>', value: 0 }],
          orderBy,
          startAfter: { values: [1], id: 'one' },
        }),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
    });

    it('counts what a query matches, with its filters, and no more than its limit', async () => {
      expect(await store().count({ collection: 'items' })).toBe(Object.keys(values).length);
      expect(await store().count({ collection: 'nothing-here' })).toBe(0);
      expect(await store().count(where({ field: 'v', op: '>=', value: -1 }))).toBe(3);
      expect(await store().count(where({ field: 'v', op: '!=', value: 1 }))).toBe(9);
      expect(await store().count({ collection: 'items', limit: 4 })).toBe(4);
      expect(await store().count({ ...where({ field: 'v', op: '>', value: -5 }), limit: 10 })).toBe(
        3,
      );
    });

    it('counts on an equality and a range, as the queue position does', async () => {
      const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
      await store().set('requests/a', { status: 'pending', createdAt: at(1) });
      await store().set('requests/b', { status: 'granted', createdAt: at(2) });
      await store().set('requests/c', { status: 'pending', createdAt: at(3) });
      await store().set('requests/d', { status: 'pending', createdAt: at(4) });
      const before = (minute: number, limit?: number): Query => ({
        collection: 'requests',
        where: [
          { field: 'status', op: '==', value: 'pending' },
          { field: 'createdAt', op: '<', value: at(minute) },
        ],
        ...(limit === undefined ? {} : { limit }),
      });
      expect(await store().count(before(1))).toBe(0);
      expect(await store().count(before(4))).toBe(2);
      expect(await store().count(before(9))).toBe(3);
      expect(await store().count(before(9, 2))).toBe(2);
    });

    it('refuses queries Firestore refuses', async () => {
      const range = Array.from({ length: 31 }, (_, i) => i);
      await expect(
        store().query(where({ field: 'v', op: 'in', value: range })),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(
        store().query(
          where({ field: 'v', op: '!=', value: 1 }, { field: 'w', op: '!=', value: 1 }),
        ),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(
        store().query(where({ field: 'v', op: '<', value: null })),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(store().query({ collection: 'items/x' })).rejects.toBeInstanceOf(
        InvalidArgumentError,
      );
    });
  });
});
