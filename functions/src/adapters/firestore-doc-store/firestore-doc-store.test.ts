/**
 * What can be checked of the Firestore adapter without an emulator: error mapping, and that
 * bad input is refused with the port's errors before anything is sent. The contract suite
 * covers behaviour against the emulator when FIRESTORE_EMULATOR_HOST is set.
 */
import { Firestore } from '@google-cloud/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AlreadyExistsError,
  deleteField,
  InvalidArgumentError,
  NotFoundError,
  TransactionReadAfterWriteError,
} from '../../ports/doc-store';
import { isClosedTransaction, mapFirestoreError } from './errors';
import { createFirestoreDocStore } from './firestore-doc-store';

const grpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('mapFirestoreError', () => {
  it('maps gRPC codes to the port errors, with the document path', () => {
    const notFound = mapFirestoreError(
      grpcError(
        5,
        '5 NOT_FOUND: No document to update: projects/p/databases/(default)/documents/events/e1',
      ),
    );
    expect(notFound).toBeInstanceOf(NotFoundError);
    expect((notFound as NotFoundError).path).toBe('events/e1');
    const exists = mapFirestoreError(grpcError(6, 'Document already exists'), 'events/e2');
    expect(exists).toBeInstanceOf(AlreadyExistsError);
    expect((exists as AlreadyExistsError).path).toBe('events/e2');
    expect(mapFirestoreError(grpcError(3, 'too big'))).toBeInstanceOf(InvalidArgumentError);
    expect(
      mapFirestoreError(grpcError(9, 'The query requires an index. You can create it here')),
    ).toBeInstanceOf(InvalidArgumentError);
  });

  it('leaves other errors and port errors alone', () => {
    const aborted = grpcError(10, 'ABORTED');
    expect(mapFirestoreError(aborted)).toBe(aborted);
    const precondition = grpcError(9, 'something else');
    expect(mapFirestoreError(precondition)).toBe(precondition);
    const own = new TransactionReadAfterWriteError();
    expect(mapFirestoreError(own)).toBe(own);
  });
});

describe('isClosedTransaction', () => {
  it('tells a transaction the server closed under contention from other bad arguments', () => {
    expect(
      isClosedTransaction(grpcError(3, '3 INVALID_ARGUMENT: Transaction is invalid or closed.')),
    ).toBe(true);
    expect(
      isClosedTransaction(grpcError(3, '3 INVALID_ARGUMENT: The transaction has expired.')),
    ).toBe(true);
    expect(isClosedTransaction(grpcError(3, '3 INVALID_ARGUMENT: Document too big'))).toBe(false);
    expect(isClosedTransaction(grpcError(10, 'Transaction is invalid or closed.'))).toBe(false);
  });
});

describe('createFirestoreDocStore input checks (no network)', () => {
  // Nothing below reaches the network: every call fails validation before the first RPC.
  const db = new Firestore({ projectId: 'demo-offline' });
  const store = createFirestoreDocStore(db);
  afterAll(() => db.terminate());

  it('refuses bad paths, values and queries with InvalidArgumentError', async () => {
    await expect(store.get('events')).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(store.set('events//e1', { a: 1 })).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(store.set('events/e1', { when: new Date() as unknown as string })).rejects.toThrow(
      /"when" is a Date/,
    );
    await expect(store.create('events/e1', { s: 'x'.repeat(1_048_576) })).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
    await expect(store.update('events/e1', { a: { b: deleteField } })).rejects.toBeInstanceOf(
      InvalidArgumentError,
    );
    await expect(
      store.query({ collection: 'events', where: [{ field: 'a', op: 'not-in', value: [] }] }),
    ).rejects.toBeInstanceOf(InvalidArgumentError);
  });

  it('makes Firestore-style ids', () => {
    expect(store.newId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
