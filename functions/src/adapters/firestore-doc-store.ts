import {
  FieldPath,
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query as FirestoreQuery,
  type Transaction as FirestoreTransaction,
} from 'firebase-admin/firestore';
import {
  AlreadyExistsError,
  deleteField,
  ExpiryTime,
  InvalidArgumentError,
  NotFoundError,
  TransactionReadAfterWriteError,
  type DocData,
  type DocSnapshot,
  type DocStore,
  type DocValue,
  type DocWrite,
  type ExistingDoc,
  type Query,
  type SetOptions,
  type Transaction,
} from '../ports/doc-store';
// The rules below are Firestore's own; they live with the SQLite adapter, which must enforce
// them, and are reused here so both adapters reject bad input with the same port errors
// before anything reaches the network.
import { newDocumentId } from './sqlite-doc-store/ids';
import { parseDocumentPath } from './sqlite-doc-store/paths';
import { parseQuery } from './sqlite-doc-store/query-rules';
import {
  checkDocData,
  checkDocumentSize,
  checkMergeData,
  checkUpdateData,
  isPlainMap,
} from './sqlite-doc-store/values';
import { checkWriteCount } from './sqlite-doc-store/write-plan';

export type FirestoreDocStoreOptions = {
  /** Attempts of a contended transaction before giving up (firebase-admin's default is 5). */
  maxAttempts?: number;
  /** Terminate the Firestore client on `close()`; leave false when the instance is shared. */
  terminateOnClose?: boolean;
};

/** gRPC status codes Firestore answers with. */
const grpc = { invalidArgument: 3, notFound: 5, alreadyExists: 6, failedPrecondition: 9 } as const;

function grpcCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

/** `.../documents/events/abc` in a Firestore error message, for errors raised at commit. */
function pathInMessage(message: string): string {
  return /\/documents\/([^\s"']+)/.exec(message)?.[1] ?? '';
}

/** Translates Firestore's errors into the port's, so callers handle one set of errors. */
export function mapFirestoreError(error: unknown, path?: string): unknown {
  if (
    error instanceof NotFoundError ||
    error instanceof AlreadyExistsError ||
    error instanceof InvalidArgumentError ||
    error instanceof TransactionReadAfterWriteError
  ) {
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  switch (grpcCode(error)) {
    case grpc.notFound:
      return new NotFoundError(path ?? pathInMessage(message));
    case grpc.alreadyExists:
      return new AlreadyExistsError(path ?? pathInMessage(message));
    case grpc.invalidArgument:
      return new InvalidArgumentError(message);
    case grpc.failedPrecondition:
      return /index/i.test(message)
        ? new InvalidArgumentError(`${message} (add the index to firestore.indexes.json)`)
        : error;
    case undefined:
      // firebase-admin validates arguments synchronously with plain Errors.
      return /^(Value for argument|Invalid query|Argument )/i.test(message)
        ? new InvalidArgumentError(message)
        : error;
    default:
      return error;
  }
}

/**
 * The port's deleteField sentinel becomes Firestore's and an ExpiryTime a Timestamp (what a
 * TTL policy needs); everything else is plain JSON.
 */
function toFirestore(write: DocWrite): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(write)) out[key] = toFirestoreValue(value);
  return out;
}

function toFirestoreValue(value: DocWrite[string]): unknown {
  if (value === deleteField) return FieldValue.delete();
  if (value instanceof ExpiryTime) return Timestamp.fromDate(new Date(value.iso));
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainMap(value)) return toFirestore(value as DocWrite);
  return value;
}

const keepExpiryTimes = { keepExpiryTimes: true };

/**
 * Data written by other tools may hold Timestamps; the port promises JSON with ISO strings,
 * so convert them on the way out. Other values are what this adapter wrote.
 */
function fromFirestore(value: unknown): DocValue {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (isPlainMap(value)) {
    const out: { [key: string]: DocValue } = {};
    for (const [key, item] of Object.entries(value)) out[key] = fromFirestore(item);
    return out;
  }
  return value as DocValue;
}

function toSnapshot<T extends DocData>(snap: DocumentSnapshot): DocSnapshot<T> {
  const data = snap.exists ? (fromFirestore(snap.data()) as T) : undefined;
  return { id: snap.id, path: snap.ref.path, data };
}

function buildQuery(db: Firestore, query: Query): FirestoreQuery {
  const parsed = parseQuery(query);
  let q: FirestoreQuery = db.collection(parsed.collection.path);
  for (const f of parsed.filters) q = q.where(f.field, f.op, f.value);
  for (const o of parsed.orderBy) q = q.orderBy(o.field, o.direction);
  if (parsed.startAfter !== undefined) {
    // The document name, Firestore's implicit last order, spelled out so the cursor names it.
    const direction = parsed.orderBy.at(-1)?.direction ?? 'asc';
    q = q
      .orderBy(FieldPath.documentId(), direction)
      .startAfter(...parsed.startAfter.values, parsed.startAfter.id);
  }
  if (parsed.limit !== undefined) q = q.limit(parsed.limit);
  return q;
}

/** Checks and converts one write; the size check needs the whole document, so not for merges. */
function prepareSet(path: string, data: DocWrite, options?: SetOptions) {
  const location = parseDocumentPath(path);
  if (options?.merge === true)
    return { location, data: toFirestore(checkMergeData(data, keepExpiryTimes)), merge: true };
  const checked = checkDocData(data, keepExpiryTimes);
  checkDocumentSize(location, checked);
  return { location, data: toFirestore(checked), merge: false };
}

function prepareCreate(path: string, data: DocData) {
  const location = parseDocumentPath(path);
  const checked = checkDocData(data);
  checkDocumentSize(location, checked);
  return { location, data: checked };
}

/** Wraps Firestore's transaction to enforce reads-before-writes with the port's error. */
class FirestoreTransactionAdapter implements Transaction {
  private writes = 0;
  private finished = false;

  constructor(
    private readonly db: Firestore,
    private readonly tx: FirestoreTransaction,
  ) {}

  async get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    this.beforeRead();
    return toSnapshot<T>(await this.tx.get(this.db.doc(parseDocumentPath(path).path)));
  }

  async getAll<T extends DocData = DocData>(paths: string[]): Promise<DocSnapshot<T>[]> {
    this.beforeRead();
    const refs = paths.map((p) => this.db.doc(parseDocumentPath(p).path));
    if (refs.length === 0) return [];
    return (await this.tx.getAll(...refs)).map((snap) => toSnapshot<T>(snap));
  }

  async query<T extends DocData = DocData>(query: Query): Promise<ExistingDoc<T>[]> {
    this.beforeRead();
    const result = await this.tx.get(buildQuery(this.db, query));
    return result.docs.map((snap) => toSnapshot<T>(snap) as ExistingDoc<T>);
  }

  create(path: string, data: DocData): void {
    const { location, data: checked } = prepareCreate(path, data);
    this.beforeWrite();
    this.tx.create(this.db.doc(location.path), checked);
  }

  set(path: string, data: DocWrite, options?: SetOptions): void {
    const prepared = prepareSet(path, data, options);
    this.beforeWrite();
    this.tx.set(this.db.doc(prepared.location.path), prepared.data, { merge: prepared.merge });
  }

  update(path: string, data: DocWrite): void {
    const location = parseDocumentPath(path);
    const checked = toFirestore(checkUpdateData(data, keepExpiryTimes));
    this.beforeWrite();
    this.tx.update(this.db.doc(location.path), checked);
  }

  delete(path: string): void {
    const location = parseDocumentPath(path);
    this.beforeWrite();
    this.tx.delete(this.db.doc(location.path));
  }

  finish(): void {
    this.finished = true;
  }

  private beforeRead(): void {
    if (this.finished) throw new Error('This transaction has already finished');
    if (this.writes > 0) throw new TransactionReadAfterWriteError();
  }

  private beforeWrite(): void {
    if (this.finished) throw new Error('This transaction has already finished');
    checkWriteCount(this.writes + 1);
    this.writes += 1;
  }
}

/**
 * A transaction the server closed while it waited for a lock (the emulator does this after
 * about 2 s of contention): its commit fails with INVALID_ARGUMENT, which firebase-admin does
 * not retry as it retries ABORTED. The whole transaction is safe to run again, since the
 * port's transactions are free of side effects.
 */
export function isClosedTransaction(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (
    grpcCode(error) === grpc.invalidArgument && /transaction .*(closed|expired)/i.test(message)
  );
}

const closedTransactionRounds = 3;

/** Runs a Firestore call and rethrows its errors as the port's. */
async function mapped<R>(call: () => Promise<R>, path?: string): Promise<R> {
  try {
    return await call();
  } catch (error) {
    throw mapFirestoreError(error, path);
  }
}

export function createFirestoreDocStore(
  db: Firestore = getFirestore(),
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
