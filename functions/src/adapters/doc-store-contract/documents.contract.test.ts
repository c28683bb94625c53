/** The DocStore contract, documents: get, set, create, update, delete and their field values, on every adapter. */
import { describe, expect, it } from 'vitest';
import {
  AlreadyExistsError,
  deleteField,
  type DocData,
  expiryTime,
  NotFoundError,
} from '../../ports/doc-store';
import { adapterCases, ids, storeForEachTest } from './adapter-cases';

describe.each(adapterCases('demo-doc-store-documents'))('DocStore contract: $name', (adapter) => {
  const store = storeForEachTest(adapter);

  describe('documents', () => {
    it('gets a missing document as data undefined', async () => {
      expect(await store().get('events/nope')).toEqual({
        id: 'nope',
        path: 'events/nope',
        data: undefined,
      });
    });

    it('creates and gets a document', async () => {
      const data = { name: 'Gig', price: 15000, tags: ['music'], venue: { city: 'Cape Town' } };
      await store().create('events/e1', data);
      expect(await store().get('events/e1')).toEqual({ id: 'e1', path: 'events/e1', data });
    });

    it('refuses to create over an existing document', async () => {
      await store().create('events/e1', { n: 1 });
      await expect(store().create('events/e1', { n: 2 })).rejects.toBeInstanceOf(
        AlreadyExistsError,
      );
      await expect(store().create('events/e1', { n: 2 })).rejects.toMatchObject({
        path: 'events/e1',
      });
      expect((await store().get('events/e1')).data).toEqual({ n: 1 });
    });

    it('set replaces the whole document', async () => {
      await store().set('events/e1', { a: 1, b: { c: 2 } });
      await store().set('events/e1', { b: { d: 3 } });
      expect((await store().get('events/e1')).data).toEqual({ b: { d: 3 } });
    });

    it('set with merge merges maps deeply and honours deleteField', async () => {
      await store().set('events/e1', { a: { x: 1, y: 2 }, keep: true, gone: 1, list: [1, 2] });
      await store().set(
        'events/e1',
        { a: { y: 3, z: { deep: true } }, gone: deleteField, list: [3], empty: {} },
        { merge: true },
      );
      expect((await store().get('events/e1')).data).toEqual({
        a: { x: 1, y: 3, z: { deep: true } },
        keep: true,
        list: [3],
        empty: {},
      });
      await store().set('events/e1', { a: { x: deleteField } }, { merge: true });
      expect((await store().get<{ a: DocData }>('events/e1')).data?.a).toEqual({
        y: 3,
        z: { deep: true },
      });
    });

    it('stores expiry times (for TTL policies) and reads them back as ISO strings', async () => {
      const at = new Date('2031-02-03T04:05:06.789Z');
      await store().set('limits/l1', { count: 1, expiresAt: expiryTime(at) });
      await store().runTransaction(async (tx) => {
        tx.update('limits/l1', { count: 2, expiresAt: expiryTime(new Date(at.getTime() + 1000)) });
      });
      expect((await store().get('limits/l1')).data).toEqual({
        count: 2,
        expiresAt: '2031-02-03T04:05:07.789Z',
      });
    });

    it('set with merge creates a missing document', async () => {
      await store().set('events/e2', { a: { b: 1 } }, { merge: true });
      expect((await store().get('events/e2')).data).toEqual({ a: { b: 1 } });
    });

    it('update sets dotted paths, replaces given maps and deletes fields', async () => {
      await store().set('events/e1', { a: { b: 1, c: 2 }, m: { k: 1 }, d: 1, s: 'x' });
      await store().update('events/e1', {
        'a.b': 5,
        'x.y.z': true,
        m: { only: 1 },
        d: deleteField,
        'a.c': deleteField,
      });
      expect((await store().get('events/e1')).data).toEqual({
        a: { b: 5 },
        x: { y: { z: true } },
        m: { only: 1 },
        s: 'x',
      });
    });

    it('update of a missing document fails with NotFoundError', async () => {
      await expect(store().update('events/missing', { a: 1 })).rejects.toBeInstanceOf(
        NotFoundError,
      );
      await expect(store().update('events/missing', { a: 1 })).rejects.toMatchObject({
        path: 'events/missing',
      });
      expect((await store().get('events/missing')).data).toBeUndefined();
    });

    it('deletes documents, and deleting a missing one is not an error', async () => {
      await store().set('events/e1', { a: 1 });
      await store().delete('events/e1');
      expect((await store().get('events/e1')).data).toBeUndefined();
      await expect(store().delete('events/e1')).resolves.toBeUndefined();
    });

    it('getAll returns snapshots in the order asked, missing ones included', async () => {
      await store().set('events/a', { n: 1 });
      await store().set('events/c', { n: 3 });
      const snaps = await store().getAll(['events/c', 'events/b', 'events/a']);
      expect(snaps.map((s) => [s.id, s.data])).toEqual([
        ['c', { n: 3 }],
        ['b', undefined],
        ['a', { n: 1 }],
      ]);
      expect(await store().getAll([])).toEqual([]);
    });

    it('keeps subcollections separate from their parent documents', async () => {
      await store().set('events/e1', { name: 'parent' });
      await store().set('events/e1/types/t1', { name: 'child' });
      await store().set('venues/v1/events/e9', { name: 'other parent' });
      expect(ids(await store().query({ collection: 'events' }))).toEqual(['e1']);
      expect(await store().query({ collection: 'events/e1/types' })).toEqual([
        { id: 't1', path: 'events/e1/types/t1', data: { name: 'child' } },
      ]);
      // Deleting a document leaves its subcollections, as in Firestore.
      await store().delete('events/e1');
      expect((await store().get('events/e1/types/t1')).data).toEqual({ name: 'child' });
      expect(ids(await store().query({ collection: 'events' }))).toEqual([]);
    });

    it('makes 20-character alphanumeric ids', () => {
      const a = store().newId();
      expect(a).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(store().newId()).not.toBe(a);
    });
  });
});
