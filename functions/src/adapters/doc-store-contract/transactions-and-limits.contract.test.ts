/** The DocStore contract, transactions and Firestore's limits, on every adapter; then what only Firestore stores its own way. */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  AlreadyExistsError,
  type DocData,
  expiryTime,
  InvalidArgumentError,
  NotFoundError,
  TransactionReadAfterWriteError,
} from '../../ports/doc-store';
import { createFirestoreDocStore } from '../firestore-doc-store/firestore-doc-store';
import { adapterCases, storeForEachTest } from './adapter-cases';

describe.each(adapterCases('demo-doc-store-transactions'))(
  'DocStore contract: $name',
  (adapter) => {
    const store = storeForEachTest(adapter);

    describe('transactions', () => {
      it('commits reads and writes and returns the result', async () => {
        await store().set('counters/c', { n: 1 });
        const result = await store().runTransaction(async (tx) => {
          const snap = await tx.get<{ n: number }>('counters/c');
          const listed = await tx.query({ collection: 'counters' });
          const [again] = await tx.getAll(['counters/c']);
          tx.update('counters/c', { n: (snap.data?.n ?? 0) + 1 });
          tx.create('counters/d', { n: listed.length + (again.data ? 1 : 0) });
          return 'done';
        });
        expect(result).toBe('done');
        expect((await store().get('counters/c')).data).toEqual({ n: 2 });
        expect((await store().get('counters/d')).data).toEqual({ n: 2 });
      });

      it('rolls back every write when the work throws', async () => {
        await store().set('accounts/a', { balance: 10 });
        const failure = new Error('changed my mind');
        await expect(
          store().runTransaction(async (tx) => {
            tx.set('accounts/a', { balance: 0 });
            tx.set('accounts/b', { balance: 10 });
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect((await store().get('accounts/a')).data).toEqual({ balance: 10 });
        expect((await store().get('accounts/b')).data).toBeUndefined();
      });

      it('fails whole when a create conflicts or an update finds nothing', async () => {
        await store().set('things/exists', { n: 1 });
        await expect(
          store().runTransaction(async (tx) => {
            tx.set('things/other', { n: 1 });
            tx.create('things/exists', { n: 2 });
          }),
        ).rejects.toBeInstanceOf(AlreadyExistsError);
        await expect(
          store().runTransaction(async (tx) => {
            tx.set('things/other', { n: 1 });
            tx.update('things/missing', { n: 2 });
          }),
        ).rejects.toBeInstanceOf(NotFoundError);
        expect((await store().get('things/exists')).data).toEqual({ n: 1 });
        expect((await store().get('things/other')).data).toBeUndefined();
      });

      it('rejects reads after the first write, and writes nothing', async () => {
        await expect(
          store().runTransaction(async (tx) => {
            tx.set('things/a', { n: 1 });
            await tx.get('things/a');
          }),
        ).rejects.toBeInstanceOf(TransactionReadAfterWriteError);
        await expect(
          store().runTransaction(async (tx) => {
            tx.delete('things/a');
            await tx.query({ collection: 'things' });
          }),
        ).rejects.toBeInstanceOf(TransactionReadAfterWriteError);
        expect((await store().get('things/a')).data).toBeUndefined();
      });

      it('loses no update when five writers race 50 increments of one counter', async () => {
        // Five concurrent writers, each running its ten transactions back to back: every
        // increment contends with four others, a bounded contention the Firestore emulator
        // resolves within its 2 s lock timeout every time (fifty at once outlast it and make
        // the outcome depend on how many retries the client allows).
        await store().set('counters/hot', { n: 0 });
        const increment = () =>
          store().runTransaction(async (tx) => {
            const snap = await tx.get<{ n: number }>('counters/hot');
            tx.update('counters/hot', { n: (snap.data?.n ?? 0) + 1 });
          });
        await Promise.all(
          Array.from({ length: 5 }, async () => {
            for (let i = 0; i < 10; i++) await increment();
          }),
        );
        expect((await store().get('counters/hot')).data).toEqual({ n: 50 });
      }, 60_000);

      it('allows at most 500 writes', async () => {
        await expect(
          store().runTransaction(async (tx) => {
            for (let i = 0; i < 501; i++) tx.set(`bulk/${i}`, { i });
          }),
        ).rejects.toBeInstanceOf(InvalidArgumentError);
        expect(await store().query({ collection: 'bulk', limit: 1 })).toEqual([]);
      });
    });

    describe("Firestore's limits", () => {
      it('refuses documents over 1 MiB', async () => {
        await expect(store().set('blobs/big', { s: 'x'.repeat(1_048_576) })).rejects.toBeInstanceOf(
          InvalidArgumentError,
        );
        await expect(
          store().create('blobs/big', { s: 'x'.repeat(1_048_576) }),
        ).rejects.toBeInstanceOf(InvalidArgumentError);
        await store().set('blobs/fits', { s: 'x'.repeat(1_000_000) });
        expect((await store().get<{ s: string }>('blobs/fits')).data?.s).toHaveLength(1_000_000);
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
        await expect(store().get(path)).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(store().set(path, { a: 1 })).rejects.toBeInstanceOf(InvalidArgumentError);
        await expect(store().getAll([path])).rejects.toBeInstanceOf(InvalidArgumentError);
      });

      it.each<[string, DocData]>([
        ['undefined', { a: undefined as unknown as null }],
        ['a Date', { when: new Date() as unknown as string }],
        ['NaN', { n: Number.NaN }],
        ['Infinity', { n: Infinity }],
        ['a function', { f: (() => 1) as unknown as string }],
        ['nested arrays', { a: [[1]] }],
      ])('refuses %s as a value', async (_label, data) => {
        await expect(store().set('things/t', data)).rejects.toBeInstanceOf(InvalidArgumentError);
        expect((await store().get('things/t')).data).toBeUndefined();
      });
    });
  },
);

// Firestore's own storage of values, so only in the layer that runs the emulator (npm test's
// Firestore layer, which CI requires); nothing to check of SQLite here.
if (process.env.FIRESTORE_EMULATOR_HOST) {
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
