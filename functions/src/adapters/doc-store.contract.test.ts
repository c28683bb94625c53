/**
 * The DocStore contract: one suite, run against every adapter. SQLite always (in memory and
 * on a file); Firestore when FIRESTORE_EMULATOR_HOST points at an emulator. Behaviour that
 * only the SQLite adapter has (change feed, index checks, several connections on one file)
 * is tested in the separate describe at the end.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AlreadyExistsError,
  deleteField,
  expiryTime,
  InvalidArgumentError,
  NotFoundError,
  TransactionReadAfterWriteError,
  cursorOf,
  type DocData,
  type DocStore,
  type OrderClause,
  type Query,
  type QueryCursor,
  type WhereClause,
} from '../ports/doc-store';
import { createFirestoreDocStore } from './firestore-doc-store/firestore-doc-store';
import {
  openSqliteDocStore,
  type IndexDefinitionsInput,
  type RecordedChange,
  type SqliteDocStore,
} from './sqlite-doc-store';

type Harness = { store: DocStore; cleanup: () => Promise<void> };
type AdapterCase = { name: string; open: () => Promise<Harness> };

const tempDirs: string[] = [];
function tempFile(name = 'store.sqlite'): string {
  const dir = mkdtempSync(join(tmpdir(), 'doc-store-contract-'));
  tempDirs.push(dir);
  return join(dir, 'nested', name);
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function sqliteCase(name: string, file: () => string): AdapterCase {
  return {
    name,
    open: async () => {
      const store = openSqliteDocStore({ file: file() });
      return { store, cleanup: () => store.close() };
    },
  };
}

function firestoreCase(emulatorHost: string): AdapterCase {
  // Its own project, never the stack's: each test empties the whole database.
  const projectId = 'demo-doc-store-contract';
  const app = initializeApp({ projectId }, 'doc-store-contract');
  // Contended transactions are retried: the counter test's writers contend on one document.
  const store = createFirestoreDocStore(getFirestore(app), { maxAttempts: 20 });
  afterAll(() => deleteApp(app));
  return {
    name: 'firestore (emulator)',
    open: async () => {
      // Each test starts from an empty database, like a fresh SQLite store.
      const url = `http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
      const response = await fetch(url, { method: 'DELETE' });
      if (!response.ok) throw new Error(`Could not clear the emulator: ${response.status}`);
      return { store, cleanup: async () => undefined };
    },
  };
}

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const adapters: AdapterCase[] = [
  sqliteCase('sqlite (memory)', () => ':memory:'),
  sqliteCase('sqlite (file)', () => tempFile()),
  ...(emulatorHost ? [firestoreCase(emulatorHost)] : []),
];

const ids = (docs: { id: string }[]) => docs.map((d) => d.id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(adapters)('DocStore contract: $name', (adapter) => {
  let store: DocStore;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(() => cleanup());

  describe('documents', () => {
    it('gets a missing document as data undefined', async () => {
      expect(await store.get('events/nope')).toEqual({
        id: 'nope',
        path: 'events/nope',
        data: undefined,
      });
    });

    it('creates and gets a document', async () => {
      const data = { name: 'Gig', price: 15000, tags: ['music'], venue: { city: 'Cape Town' } };
      await store.create('events/e1', data);
      expect(await store.get('events/e1')).toEqual({ id: 'e1', path: 'events/e1', data });
    });

    it('refuses to create over an existing document', async () => {
      await store.create('events/e1', { n: 1 });
      await expect(store.create('events/e1', { n: 2 })).rejects.toBeInstanceOf(AlreadyExistsError);
      await expect(store.create('events/e1', { n: 2 })).rejects.toMatchObject({
        path: 'events/e1',
      });
      expect((await store.get('events/e1')).data).toEqual({ n: 1 });
    });

    it('set replaces the whole document', async () => {
      await store.set('events/e1', { a: 1, b: { c: 2 } });
      await store.set('events/e1', { b: { d: 3 } });
      expect((await store.get('events/e1')).data).toEqual({ b: { d: 3 } });
    });

    it('set with merge merges maps deeply and honours deleteField', async () => {
      await store.set('events/e1', { a: { x: 1, y: 2 }, keep: true, gone: 1, list: [1, 2] });
      await store.set(
        'events/e1',
        { a: { y: 3, z: { deep: true } }, gone: deleteField, list: [3], empty: {} },
        { merge: true },
      );
      expect((await store.get('events/e1')).data).toEqual({
        a: { x: 1, y: 3, z: { deep: true } },
        keep: true,
        list: [3],
        empty: {},
      });
      await store.set('events/e1', { a: { x: deleteField } }, { merge: true });
      expect((await store.get<{ a: DocData }>('events/e1')).data?.a).toEqual({
        y: 3,
        z: { deep: true },
      });
    });

    it('stores expiry times (for TTL policies) and reads them back as ISO strings', async () => {
      const at = new Date('2031-02-03T04:05:06.789Z');
      await store.set('limits/l1', { count: 1, expiresAt: expiryTime(at) });
      await store.runTransaction(async (tx) => {
        tx.update('limits/l1', { count: 2, expiresAt: expiryTime(new Date(at.getTime() + 1000)) });
      });
      expect((await store.get('limits/l1')).data).toEqual({
        count: 2,
        expiresAt: '2031-02-03T04:05:07.789Z',
      });
    });

    it('set with merge creates a missing document', async () => {
      await store.set('events/e2', { a: { b: 1 } }, { merge: true });
      expect((await store.get('events/e2')).data).toEqual({ a: { b: 1 } });
    });

    it('update sets dotted paths, replaces given maps and deletes fields', async () => {
      await store.set('events/e1', { a: { b: 1, c: 2 }, m: { k: 1 }, d: 1, s: 'x' });
      await store.update('events/e1', {
        'a.b': 5,
        'x.y.z': true,
        m: { only: 1 },
        d: deleteField,
        'a.c': deleteField,
      });
      expect((await store.get('events/e1')).data).toEqual({
        a: { b: 5 },
        x: { y: { z: true } },
        m: { only: 1 },
        s: 'x',
      });
    });

    it('update of a missing document fails with NotFoundError', async () => {
      await expect(store.update('events/missing', { a: 1 })).rejects.toBeInstanceOf(NotFoundError);
      await expect(store.update('events/missing', { a: 1 })).rejects.toMatchObject({
        path: 'events/missing',
      });
      expect((await store.get('events/missing')).data).toBeUndefined();
    });

    it('deletes documents, and deleting a missing one is not an error', async () => {
      await store.set('events/e1', { a: 1 });
      await store.delete('events/e1');
      expect((await store.get('events/e1')).data).toBeUndefined();
      await expect(store.delete('events/e1')).resolves.toBeUndefined();
    });

    it('getAll returns snapshots in the order asked, missing ones included', async () => {
      await store.set('events/a', { n: 1 });
      await store.set('events/c', { n: 3 });
      const snaps = await store.getAll(['events/c', 'events/b', 'events/a']);
      expect(snaps.map((s) => [s.id, s.data])).toEqual([
        ['c', { n: 3 }],
        ['b', undefined],
        ['a', { n: 1 }],
      ]);
      expect(await store.getAll([])).toEqual([]);
    });

    it('keeps subcollections separate from their parent documents', async () => {
      await store.set('events/e1', { name: 'parent' });
      await store.set('events/e1/types/t1', { name: 'child' });
      await store.set('venues/v1/events/e9', { name: 'other parent' });
      expect(ids(await store.query({ collection: 'events' }))).toEqual(['e1']);
      expect(await store.query({ collection: 'events/e1/types' })).toEqual([
        { id: 't1', path: 'events/e1/types/t1', data: { name: 'child' } },
      ]);
      // Deleting a document leaves its subcollections, as in Firestore.
      await store.delete('events/e1');
      expect((await store.get('events/e1/types/t1')).data).toEqual({ name: 'child' });
      expect(ids(await store.query({ collection: 'events' }))).toEqual([]);
    });

    it('makes 20-character alphanumeric ids', () => {
      const a = store.newId();
      expect(a).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(store.newId()).not.toBe(a);
    });
  });

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
      for (const [id, data] of Object.entries(values)) await store.set(`items/${id}`, data);
    });
    const where = (...clauses: WhereClause[]): Query => ({ collection: 'items', where: clauses });
    const sortedIds = async (query: Query) => ids(await store.query(query)).sort();

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
      await store.set('people/a', { address: { city: 'Durban' }, age: 30 });
      await store.set('people/b', { address: { city: 'Durban' }, age: 40 });
      await store.set('people/c', { address: { city: 'Joburg' }, age: 40 });
      const found = await store.query({
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
        await store.query({ collection: 'items', orderBy: [{ field: 'v', direction: 'asc' }] }),
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
        await store.query({ collection: 'items', orderBy: [{ field: 'v', direction: 'desc' }] }),
      );
      expect(desc).toEqual([...asc].reverse());
    });

    it('orders by document id by default and applies limit after ordering', async () => {
      expect(ids(await store.query({ collection: 'items', limit: 3 }))).toEqual([
        'arr1',
        'arr2',
        'fal',
      ]);
      expect(
        ids(
          await store.query({
            collection: 'items',
            where: [{ field: 'v', op: '>', value: -5 }],
            orderBy: [{ field: 'v', direction: 'desc' }],
            limit: 2,
          }),
        ),
      ).toEqual(['two', 'one']);
    });

    it('orders by the inequality field implicitly', async () => {
      expect(ids(await store.query(where({ field: 'v', op: '>=', value: -1 })))).toEqual([
        'neg',
        'one',
        'two',
      ]);
    });

    it('orders by several fields, ties broken by document id', async () => {
      await store.set('scores/a', { team: 'x', points: 1 });
      await store.set('scores/b', { team: 'y', points: 3 });
      await store.set('scores/c', { team: 'x', points: 3 });
      await store.set('scores/d', { team: 'x', points: 3 });
      const found = await store.query({
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
        points.map((p, i) => store.set(`scores/s${i}`, { team: i % 2 ? 'x' : 'y', points: p })),
      );
      const orderBy: OrderClause[] = [{ field: 'points', direction: 'desc' }];
      const everything = ids(await store.query({ collection: 'scores', orderBy }));
      expect(everything).toEqual(['s7', 's4', 's2', 's0', 's6', 's3', 's5', 's1']);
      const paged: string[] = [];
      let after: QueryCursor | undefined;
      for (let page = 0; page < 5; page++) {
        const found = await store.query({
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
      expect(ids(await store.query(ascending))).toEqual(['s6', 's0', 's2', 's4']);
      const startAfter = { values: [3], id: 's0' };
      expect(ids(await store.query({ ...ascending, startAfter }))).toEqual(['s2', 's4']);
      expect(await store.count({ ...ascending, startAfter })).toBe(2);
      // A cursor whose document is gone still marks a position.
      const gone = { values: [2], id: 'zz' };
      expect(ids(await store.query({ ...ascending, startAfter: gone }))).toEqual([
        's0',
        's2',
        's4',
      ]);
    });

    it('refuses a cursor that does not fit the order', async () => {
      const orderBy: OrderClause[] = [{ field: 'v', direction: 'asc' }];
      await expect(
        store.query({ collection: 'items', orderBy, startAfter: { values: [], id: 'one' } }),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(
        store.query({
          collection: 'items',
          where: [{ field: 'w', op: '>', value: 0 }],
          orderBy,
          startAfter: { values: [1], id: 'one' },
        }),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
    });

    it('counts what a query matches, with its filters, and no more than its limit', async () => {
      expect(await store.count({ collection: 'items' })).toBe(Object.keys(values).length);
      expect(await store.count({ collection: 'nothing-here' })).toBe(0);
      expect(await store.count(where({ field: 'v', op: '>=', value: -1 }))).toBe(3);
      expect(await store.count(where({ field: 'v', op: '!=', value: 1 }))).toBe(9);
      expect(await store.count({ collection: 'items', limit: 4 })).toBe(4);
      expect(await store.count({ ...where({ field: 'v', op: '>', value: -5 }), limit: 10 })).toBe(
        3,
      );
    });

    it('counts on an equality and a range, as the queue position does', async () => {
      const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
      await store.set('requests/a', { status: 'pending', createdAt: at(1) });
      await store.set('requests/b', { status: 'granted', createdAt: at(2) });
      await store.set('requests/c', { status: 'pending', createdAt: at(3) });
      await store.set('requests/d', { status: 'pending', createdAt: at(4) });
      const before = (minute: number, limit?: number): Query => ({
        collection: 'requests',
        where: [
          { field: 'status', op: '==', value: 'pending' },
          { field: 'createdAt', op: '<', value: at(minute) },
        ],
        ...(limit === undefined ? {} : { limit }),
      });
      expect(await store.count(before(1))).toBe(0);
      expect(await store.count(before(4))).toBe(2);
      expect(await store.count(before(9))).toBe(3);
      expect(await store.count(before(9, 2))).toBe(2);
    });

    it('refuses queries Firestore refuses', async () => {
      const range = Array.from({ length: 31 }, (_, i) => i);
      await expect(
        store.query(where({ field: 'v', op: 'in', value: range })),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(
        store.query(where({ field: 'v', op: '!=', value: 1 }, { field: 'w', op: '!=', value: 1 })),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(store.query(where({ field: 'v', op: '<', value: null }))).rejects.toBeInstanceOf(
        InvalidArgumentError,
      );
      await expect(store.query({ collection: 'items/x' })).rejects.toBeInstanceOf(
        InvalidArgumentError,
      );
    });
  });

  describe('transactions', () => {
    it('commits reads and writes and returns the result', async () => {
      await store.set('counters/c', { n: 1 });
      const result = await store.runTransaction(async (tx) => {
        const snap = await tx.get<{ n: number }>('counters/c');
        const listed = await tx.query({ collection: 'counters' });
        const [again] = await tx.getAll(['counters/c']);
        tx.update('counters/c', { n: (snap.data?.n ?? 0) + 1 });
        tx.create('counters/d', { n: listed.length + (again.data ? 1 : 0) });
        return 'done';
      });
      expect(result).toBe('done');
      expect((await store.get('counters/c')).data).toEqual({ n: 2 });
      expect((await store.get('counters/d')).data).toEqual({ n: 2 });
    });

    it('rolls back every write when the work throws', async () => {
      await store.set('accounts/a', { balance: 10 });
      const failure = new Error('changed my mind');
      await expect(
        store.runTransaction(async (tx) => {
          tx.set('accounts/a', { balance: 0 });
          tx.set('accounts/b', { balance: 10 });
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await store.get('accounts/a')).data).toEqual({ balance: 10 });
      expect((await store.get('accounts/b')).data).toBeUndefined();
    });

    it('fails whole when a create conflicts or an update finds nothing', async () => {
      await store.set('things/exists', { n: 1 });
      await expect(
        store.runTransaction(async (tx) => {
          tx.set('things/other', { n: 1 });
          tx.create('things/exists', { n: 2 });
        }),
      ).rejects.toBeInstanceOf(AlreadyExistsError);
      await expect(
        store.runTransaction(async (tx) => {
          tx.set('things/other', { n: 1 });
          tx.update('things/missing', { n: 2 });
        }),
      ).rejects.toBeInstanceOf(NotFoundError);
      expect((await store.get('things/exists')).data).toEqual({ n: 1 });
      expect((await store.get('things/other')).data).toBeUndefined();
    });

    it('rejects reads after the first write, and writes nothing', async () => {
      await expect(
        store.runTransaction(async (tx) => {
          tx.set('things/a', { n: 1 });
          await tx.get('things/a');
        }),
      ).rejects.toBeInstanceOf(TransactionReadAfterWriteError);
      await expect(
        store.runTransaction(async (tx) => {
          tx.delete('things/a');
          await tx.query({ collection: 'things' });
        }),
      ).rejects.toBeInstanceOf(TransactionReadAfterWriteError);
      expect((await store.get('things/a')).data).toBeUndefined();
    });

    it('loses no update when five writers race 50 increments of one counter', async () => {
      // Five concurrent writers, each running its ten transactions back to back: every
      // increment contends with four others, a bounded contention the Firestore emulator
      // resolves within its 2 s lock timeout every time (fifty at once outlast it and make
      // the outcome depend on how many retries the client allows).
      await store.set('counters/hot', { n: 0 });
      const increment = () =>
        store.runTransaction(async (tx) => {
          const snap = await tx.get<{ n: number }>('counters/hot');
          tx.update('counters/hot', { n: (snap.data?.n ?? 0) + 1 });
        });
      await Promise.all(
        Array.from({ length: 5 }, async () => {
          for (let i = 0; i < 10; i++) await increment();
        }),
      );
      expect((await store.get('counters/hot')).data).toEqual({ n: 50 });
    }, 60_000);

    it('allows at most 500 writes', async () => {
      await expect(
        store.runTransaction(async (tx) => {
          for (let i = 0; i < 501; i++) tx.set(`bulk/${i}`, { i });
        }),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
      expect(await store.query({ collection: 'bulk', limit: 1 })).toEqual([]);
    });
  });

  describe("Firestore's limits", () => {
    it('refuses documents over 1 MiB', async () => {
      await expect(store.set('blobs/big', { s: 'x'.repeat(1_048_576) })).rejects.toBeInstanceOf(
        InvalidArgumentError,
      );
      await expect(store.create('blobs/big', { s: 'x'.repeat(1_048_576) })).rejects.toBeInstanceOf(
        InvalidArgumentError,
      );
      await store.set('blobs/fits', { s: 'x'.repeat(1_000_000) });
      expect((await store.get<{ s: string }>('blobs/fits')).data?.s).toHaveLength(1_000_000);
    });

    it.each([
      'events',
      'events/e1/types',
      '/events/e1',
      'events/e1/',
      'events//e1',
      'events/..',
      'events/__reserved__',
      '',
    ])('refuses the document path %j', async (path) => {
      await expect(store.get(path)).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(store.set(path, { a: 1 })).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(store.getAll([path])).rejects.toBeInstanceOf(InvalidArgumentError);
    });

    it.each<[string, DocData]>([
      ['undefined', { a: undefined as unknown as null }],
      ['a Date', { when: new Date() as unknown as string }],
      ['NaN', { n: Number.NaN }],
      ['Infinity', { n: Infinity }],
      ['a function', { f: (() => 1) as unknown as string }],
      ['nested arrays', { a: [[1]] }],
    ])('refuses %s as a value', async (_label, data) => {
      await expect(store.set('things/t', data)).rejects.toBeInstanceOf(InvalidArgumentError);
      expect((await store.get('things/t')).data).toBeUndefined();
    });
  });
});

describe('SQLite DocStore specifics', () => {
  const opened: SqliteDocStore[] = [];
  const open = (
    file: string,
    options: { indexes?: IndexDefinitionsInput; busyTimeoutMs?: number } = {},
  ) => {
    const store = openSqliteDocStore({ file, ...options });
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });

  describe('composite indexes (only checked when indexes are passed)', () => {
    const indexes: IndexDefinitionsInput = {
      indexes: [
        {
          collectionGroup: 'events',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'uid', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
        },
      ],
    };
    const byOwner = (direction: 'asc' | 'desc', collection = 'events'): Query => ({
      collection,
      where: [{ field: 'uid', op: '==', value: 'u1' }],
      orderBy: [{ field: 'createdAt', direction }],
    });

    it('runs a query whose index is declared (either direction, any parent)', async () => {
      const store = open(':memory:', { indexes });
      await store.set('events/a', { uid: 'u1', createdAt: '2025-01-01' });
      await store.set('events/b', { uid: 'u1', createdAt: '2025-02-01' });
      await store.set('events/c', { uid: 'u2', createdAt: '2025-03-01' });
      expect(ids(await store.query(byOwner('desc')))).toEqual(['b', 'a']);
      expect(ids(await store.query(byOwner('asc')))).toEqual(['a', 'b']);
      await expect(store.query(byOwner('desc', 'venues/v1/events'))).resolves.toEqual([]);
    });

    it('refuses a query needing an undeclared index, in and out of transactions', async () => {
      const store = open(':memory:', { indexes });
      const query: Query = {
        collection: 'events',
        where: [{ field: 'uid', op: '==', value: 'u1' }],
        orderBy: [{ field: 'name', direction: 'asc' }],
      };
      await expect(store.query(query)).rejects.toThrow(/add it to firestore\.indexes\.json/);
      await expect(store.query(query)).rejects.toBeInstanceOf(InvalidArgumentError);
      await expect(store.runTransaction((tx) => tx.query(query))).rejects.toBeInstanceOf(
        InvalidArgumentError,
      );
      await expect(store.count(query)).rejects.toBeInstanceOf(InvalidArgumentError);
    });

    it('needs no composite index for single-field or equality-only queries', async () => {
      const store = open(':memory:', { indexes });
      await expect(
        store.query({ collection: 'events', orderBy: [{ field: 'name', direction: 'desc' }] }),
      ).resolves.toEqual([]);
      await expect(
        store.query({
          collection: 'events',
          where: [
            { field: 'uid', op: '==', value: 'u1' },
            { field: 'status', op: 'in', value: ['live', 'draft'] },
          ],
        }),
      ).resolves.toEqual([]);
    });

    it('does not check indexes when none are passed', async () => {
      const store = open(':memory:');
      await expect(
        store.query({
          collection: 'events',
          where: [{ field: 'uid', op: '==', value: 'u1' }],
          orderBy: [{ field: 'name', direction: 'asc' }],
        }),
      ).resolves.toEqual([]);
    });

    it('refuses malformed index definitions at open', () => {
      expect(() =>
        openSqliteDocStore({
          file: ':memory:',
          indexes: {
            indexes: [{ collectionGroup: 'e', fields: [{ fieldPath: 'a', order: 'UP' }] }],
          },
        }),
      ).toThrow(InvalidArgumentError);
    });
  });

  describe('change feed', () => {
    const strip = (changes: RecordedChange[]) =>
      changes.map(({ path, before, after }) => ({ path, before, after }));

    it('records before and after of every committed write, in order', async () => {
      const store = open(':memory:');
      const seen: RecordedChange[] = [];
      store.onChange((change) => {
        seen.push(change);
      });
      await store.create('events/e1', { n: 1 });
      await store.set('events/e1', { m: { x: 1 } }, { merge: true });
      await store.update('events/e1', { n: 2 });
      await store.runTransaction(async (tx) => {
        tx.set('events/e2', { n: 1 });
        tx.delete('events/e1');
      });
      await store.delete('events/e2');
      expect(strip(seen)).toEqual([
        { path: 'events/e1', before: undefined, after: { n: 1 } },
        { path: 'events/e1', before: { n: 1 }, after: { n: 1, m: { x: 1 } } },
        { path: 'events/e1', before: { n: 1, m: { x: 1 } }, after: { n: 2, m: { x: 1 } } },
        { path: 'events/e2', before: undefined, after: { n: 1 } },
        { path: 'events/e1', before: { n: 2, m: { x: 1 } }, after: undefined },
        { path: 'events/e2', before: { n: 1 }, after: undefined },
      ]);
      expect(seen.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(strip(await store.readChanges(0, 100))).toEqual(strip(seen));
      expect(await store.readChanges(4, 1)).toEqual([seen[4]]);
      expect(await store.lastChangeSeq()).toBe(6);
    });

    it('records nothing for rolled-back transactions and no-op writes', async () => {
      const store = open(':memory:');
      const seen: RecordedChange[] = [];
      store.onChange((change) => {
        seen.push(change);
      });
      await store.set('events/e1', { n: 1 });
      await expect(
        store.runTransaction(async (tx) => {
          tx.set('events/e2', { n: 1 });
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      await expect(store.create('events/e1', { n: 9 })).rejects.toBeInstanceOf(AlreadyExistsError);
      await store.set('events/e1', { n: 1 });
      await store.delete('events/missing');
      expect(strip(seen)).toEqual([{ path: 'events/e1', before: undefined, after: { n: 1 } }]);
      expect(await store.readChanges(0, 100)).toHaveLength(1);
    });

    it('keeps listener failures away from the write and stops after unsubscribe', async () => {
      const errors: unknown[] = [];
      const store = openSqliteDocStore({
        file: ':memory:',
        onListenerError: (e) => errors.push(e),
      });
      opened.push(store);
      const unsubscribe = store.onChange(() => {
        throw new Error('sync failure');
      });
      store.onChange(async () => {
        throw new Error('async failure');
      });
      await store.set('events/e1', { n: 1 });
      await sleep(0);
      expect(errors.map((e) => (e as Error).message).sort()).toEqual([
        'async failure',
        'sync failure',
      ]);
      unsubscribe();
      await store.set('events/e1', { n: 2 });
      await sleep(0);
      expect(errors).toHaveLength(3);
    });

    it('lets another connection catch up from the file', async () => {
      const file = tempFile();
      const writer = open(file);
      const reader = open(file);
      await writer.set('events/e1', { n: 1 });
      await writer.update('events/e1', { n: 2 });
      const changes = await reader.readChanges(0, 10);
      expect(strip(changes)).toEqual([
        { path: 'events/e1', before: undefined, after: { n: 1 } },
        { path: 'events/e1', before: { n: 1 }, after: { n: 2 } },
      ]);
      expect(changes[0].committedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });
  });

  describe('several connections on one file', () => {
    it('sees writes committed by another connection, and keeps them across reopen', async () => {
      const file = tempFile();
      const a = open(file);
      const b = open(file);
      await a.set('events/e1', { name: 'Gig' });
      expect((await b.get('events/e1')).data).toEqual({ name: 'Gig' });
      await a.close();
      const reopened = open(file);
      expect(ids(await reopened.query({ collection: 'events' }))).toEqual(['e1']);
    });

    it('makes a second writer wait for the lock, while readers go on', async () => {
      const file = tempFile();
      const a = open(file);
      const b = open(file);
      const observer = open(file);
      await a.set('counters/c', { n: 0 });

      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const aHoldsLock = new Promise<void>((resolve) => (entered = resolve));
      const increment = async (store: DocStore, hold?: Promise<void>) =>
        store.runTransaction(async (tx) => {
          const snap = await tx.get<{ n: number }>('counters/c');
          if (hold) {
            entered();
            await hold;
          }
          tx.update('counters/c', { n: (snap.data?.n ?? 0) + 1 });
        });

      const first = increment(a, gate);
      await aHoldsLock;
      let secondDone = false;
      const second = increment(b).then(() => {
        secondDone = true;
      });
      await sleep(150);
      expect(secondDone).toBe(false);
      // WAL: a reader is not blocked by the writer and sees the last committed state.
      expect((await observer.get('counters/c')).data).toEqual({ n: 0 });
      release();
      await Promise.all([first, second]);
      expect((await observer.get('counters/c')).data).toEqual({ n: 2 });
    });

    it('gives up with SQLITE_BUSY after the busy timeout', async () => {
      const file = tempFile();
      const a = open(file);
      const b = open(file, { busyTimeoutMs: 100 });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const holding = a.runTransaction(async (tx) => {
        await tx.get('x/y');
        await gate;
        tx.set('x/y', { by: 'a' });
      });
      await sleep(20);
      await expect(b.set('x/y', { by: 'b' })).rejects.toMatchObject({ errcode: 5 });
      release();
      await holding;
      expect((await b.get('x/y')).data).toEqual({ by: 'a' });
    });

    it('loses no update when several processes increment one counter', async () => {
      const file = tempFile();
      const here = open(file);
      await here.set('counters/shared', { n: 0 });
      const worker = await bundleIncrementWorker();
      const perProcess = 25;
      const children = [1, 2, 3].map(() => runNode(worker, [file, String(perProcess)]));
      const local = Array.from({ length: perProcess }, () =>
        here.runTransaction(async (tx) => {
          const snap = await tx.get<{ n: number }>('counters/shared');
          tx.update('counters/shared', { n: (snap.data?.n ?? 0) + 1 });
        }),
      );
      await Promise.all([...children, ...local]);
      expect((await here.get('counters/shared')).data).toEqual({ n: perProcess * 4 });
      const changes = await here.readChanges(0, 1000);
      expect(changes).toHaveLength(perProcess * 4 + 1);
    }, 60_000);
  });

  describe('transaction scope', () => {
    it('allows plain reads inside a transaction but refuses plain writes (they would deadlock)', async () => {
      const store = open(':memory:');
      await store.set('events/e1', { n: 1 });
      await expect(
        store.runTransaction(async (tx) => {
          const plain = await store.get('events/e1');
          tx.set('events/e2', { copied: plain.data ?? null });
          await store.set('events/e3', { n: 1 });
        }),
      ).rejects.toThrow(/inside runTransaction/);
      expect((await store.get('events/e2')).data).toBeUndefined();
      await store.runTransaction(async (tx) => {
        const plain = await store.get('events/e1');
        tx.set('events/e2', { copied: plain.data ?? null });
      });
      expect((await store.get('events/e2')).data).toEqual({ copied: { n: 1 } });
    });

    it('refuses use of a transaction object after its callback', async () => {
      const store = open(':memory:');
      let leaked: Parameters<Parameters<DocStore['runTransaction']>[0]>[0] | undefined;
      await store.runTransaction(async (tx) => {
        leaked = tx;
      });
      expect(() => leaked?.set('events/e1', { n: 1 })).toThrow(/already finished/);
    });

    it('refuses calls after close', async () => {
      const store = openSqliteDocStore({ file: ':memory:' });
      await store.close();
      await expect(store.get('events/e1')).rejects.toThrow(/closed/);
    });
  });
});

/** Bundles a tiny script that opens the store on a file and runs N increments. */
async function bundleIncrementWorker(): Promise<string> {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const outfile = join(mkdtempSync(join(tmpdir(), 'doc-store-worker-')), 'worker.mjs');
  tempDirs.push(join(outfile, '..'));
  await build({
    stdin: {
      contents: `
        import { openSqliteDocStore } from './sqlite-doc-store';
        const [file, count] = process.argv.slice(2);
        const store = openSqliteDocStore({ file });
        for (let i = 0; i < Number(count); i++) {
          await store.runTransaction(async (tx) => {
            const snap = await tx.get('counters/shared');
            tx.update('counters/shared', { n: (snap.data?.n ?? 0) + 1 });
          });
        }
        await store.close();
      `,
      resolveDir: dir,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

function runNode(script: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-warnings', script, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`worker exited with ${code}: ${stderr}`)),
    );
  });
}

// Firestore's own storage of values, so only in the layer that runs the emulator (npm test's
// Firestore layer, which CI requires); nothing to check of SQLite here.
if (emulatorHost) describeFirestoreSpecifics();

function describeFirestoreSpecifics() {
  describe('Firestore DocStore specifics', () => {
    it('writes expiry times as Timestamps, which TTL policies need', async () => {
      const app = initializeApp({ projectId: 'demo-doc-store-ttl' }, 'doc-store-ttl');
      try {
        const db = getFirestore(app);
        const store = createFirestoreDocStore(db);
        const at = new Date('2031-02-03T04:05:06.789Z');
        await store.set('limits/ttl', { expiresAt: expiryTime(at) });
        const raw = (await db.doc('limits/ttl').get()).get('expiresAt') as unknown;
        expect(raw).toBeInstanceOf(Timestamp);
        expect((raw as Timestamp).toDate().toISOString()).toBe(at.toISOString());
      } finally {
        await deleteApp(app);
      }
    });
  });
}
