/** What only the SQLite DocStore does: check composite indexes, keep a change feed, scope transactions. */
import { describe, expect, it } from 'vitest';
import {
  AlreadyExistsError,
  InvalidArgumentError,
  type DocStore,
  type Query,
} from '../../ports/doc-store';
import {
  openSqliteDocStore,
  type IndexDefinitionsInput,
  type RecordedChange,
} from '../sqlite-doc-store';
import { ids, sleep, tempFile, sqliteStoresClosedAfterEach } from './adapter-cases';

describe('SQLite DocStore specifics', () => {
  const open = sqliteStoresClosedAfterEach();

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
    /** A new in-memory store and every change it has reported, in order. */
    const recordingStore = () => {
      const store = open(':memory:');
      const seen: RecordedChange[] = [];
      store.onChange((change) => {
        seen.push(change);
      });
      return { store, seen };
    };

    it('records before and after of every committed write, in order', async () => {
      const { store, seen } = recordingStore();
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
      const { store, seen } = recordingStore();
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
      const store = open(':memory:', { onListenerError: (e) => errors.push(e) });
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
