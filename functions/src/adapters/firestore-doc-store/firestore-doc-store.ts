import type { Firestore } from 'firebase-admin/firestore';
import { firestoreModule } from './firestore-module';
import type { DocData, DocStore, ExistingDoc, Query, Transaction } from '../../ports/doc-store';
// The rules the adapter checks are Firestore's own; they live with the SQLite adapter, which
// must enforce them, and are reused here so both adapters reject bad input with the same
// port errors before anything reaches the network.
import { newDocumentId } from '../sqlite-doc-store/ids';
import { parseDocumentPath } from '../sqlite-doc-store/paths';
import { checkUpdateData } from '../sqlite-doc-store/values';
import { isClosedTransaction, mapped } from './errors';
import { FirestoreTransactionAdapter } from './transaction';
import {
  buildQuery,
  keepExpiryTimes,
  prepareCreate,
  prepareSet,
  toFirestore,
  toSnapshot,
} from './values';

export type FirestoreDocStoreOptions = {
  /** Attempts of a contended transaction before giving up (firebase-admin's default is 5). */
  maxAttempts?: number;
  /** Terminate the Firestore client on `close()`; leave false when the instance is shared. */
  terminateOnClose?: boolean;
};

const closedTransactionRounds = 3;

export function createFirestoreDocStore(
  db: Firestore = firestoreModule().getFirestore(),
  options: FirestoreDocStoreOptions = {},
): DocStore {
  const maxAttempts = options.maxAttempts ?? 5;
  return {
    get: <T extends DocData>(path: string) =>
      mapped(async () => toSnapshot<T>(await db.doc(parseDocumentPath(path).path).get())),

    getAll: <T extends DocData>(paths: string[]) =>
      mapped(async () => {
        const refs = paths.map((p) => db.doc(parseDocumentPath(p).path));
        if (refs.length === 0) return [];
        return (await db.getAll(...refs)).map((snap) => toSnapshot<T>(snap));
      }),

    query: <T extends DocData>(query: Query) =>
      mapped(async () => {
        const result = await buildQuery(db, query).get();
        return result.docs.map((snap) => toSnapshot<T>(snap) as ExistingDoc<T>);
      }),

    count: (query: Query) =>
      mapped(async () => (await buildQuery(db, query).count().get()).data().count),

    create: (path, data) =>
      mapped(async () => {
        const prepared = prepareCreate(path, data);
        await db.doc(prepared.location.path).create(prepared.data);
      }, path),

    set: (path, data, setOptions) =>
      mapped(async () => {
        const prepared = prepareSet(path, data, setOptions);
        await db.doc(prepared.location.path).set(prepared.data, { merge: prepared.merge });
      }, path),

    update: (path, data) =>
      mapped(async () => {
        const location = parseDocumentPath(path);
        await db.doc(location.path).update(toFirestore(checkUpdateData(data, keepExpiryTimes)));
      }, path),

    delete: (path) =>
      mapped(async () => {
        await db.doc(parseDocumentPath(path).path).delete();
      }, path),

    newId: newDocumentId,

    runTransaction: <R>(work: (tx: Transaction) => Promise<R>) =>
      mapped(async () => {
        const attempt = () =>
          db.runTransaction(
            async (firestoreTx) => {
              const tx = new FirestoreTransactionAdapter(db, firestoreTx);
              try {
                return await work(tx);
              } finally {
                tx.finish();
              }
            },
            { maxAttempts },
          );
        for (let round = 1; ; round++) {
          try {
            return await attempt();
          } catch (error) {
            if (!isClosedTransaction(error) || round >= closedTransactionRounds) throw error;
          }
        }
      }),

    close: async () => {
      if (options.terminateOnClose === true) await db.terminate();
    },
  };
}
