/**
 * The document database, shaped like Firestore so code that runs on the embedded SQLite
 * store runs on Firestore unchanged. Paths alternate collection and document segments:
 * `events/{id}` is a document, `events/{id}/types` a collection.
 *
 * Documents hold plain JSON values (strings, numbers, booleans, null, arrays, maps).
 * Dates are ISO-8601 strings so that they order the same way everywhere.
 */
export type DocValue = string | number | boolean | null | DocValue[] | { [key: string]: DocValue };
export type DocData = { [key: string]: DocValue };

/** Marks a field for removal in `set(..., { merge: true })` and `update`. */
export const deleteField: unique symbol = Symbol('deleteField');

/**
 * A point in time that Firestore must store as a Timestamp rather than a string: a field
 * with a TTL policy (`fieldOverrides` with `ttl` in firestore.indexes.json) is only acted on
 * when it holds a Timestamp. Write one with `expiryTime(date)` in `set` or `update`; it reads
 * back as an ISO-8601 string like every other date, on both stores. (SQLite stores the
 * string and deletes nothing: code must never rely on TTL having run.)
 */
export class ExpiryTime {
  constructor(readonly iso: string) {}
}
export const expiryTime = (date: Date): ExpiryTime => new ExpiryTime(date.toISOString());

export type DocWrite = { [key: string]: DocValue | typeof deleteField | ExpiryTime | DocWrite };

export type DocSnapshot<T extends DocData = DocData> = {
  id: string;
  path: string;
  /** Undefined when the document does not exist. */
  data: T | undefined;
};
export type ExistingDoc<T extends DocData = DocData> = { id: string; path: string; data: T };

export type WhereOperator =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

export type WhereClause = { field: string; op: WhereOperator; value: DocValue };
export type OrderClause = { field: string; direction: 'asc' | 'desc' };

/**
 * A position in a query's order (Firestore's `startAfter`): the `orderBy` values of a
 * document, one per clause, and its id, which breaks ties as Firestore's implicit last order
 * does. `cursorOf` makes one from the last document of a page.
 */
export type QueryCursor = { values: DocValue[]; id: string };

export type Query = {
  /** A collection path (`events`, `events/abc/types`). */
  collection: string;
  where?: WhereClause[];
  orderBy?: OrderClause[];
  limit?: number;
  /**
   * Only documents after this one in the query's order: the next page, read without the
   * ones before it. Every inequality filter's field must be in `orderBy`.
   */
  startAfter?: QueryCursor;
};

/** The cursor of `doc` in a query ordered by `orderBy`: where the next page starts. */
export function cursorOf(
  doc: { id: string; data: DocData },
  orderBy: readonly OrderClause[],
): QueryCursor {
  return {
    values: orderBy.map((clause) => {
      let value: DocValue | undefined = doc.data;
      for (const key of clause.field.split('.')) {
        value =
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? value[key]
            : undefined;
      }
      return value ?? null;
    }),
    id: doc.id,
  };
}

export type SetOptions = { merge?: boolean };

/**
 * A transaction: every read must come before the first write (Firestore's rule);
 * adapters throw `TransactionReadAfterWriteError` otherwise.
 */
export type Transaction = {
  get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>>;
  getAll<T extends DocData = DocData>(paths: string[]): Promise<DocSnapshot<T>[]>;
  query<T extends DocData = DocData>(query: Query): Promise<ExistingDoc<T>[]>;
  /** Fails the transaction with `AlreadyExistsError` if the document exists. */
  create(path: string, data: DocData): void;
  set(path: string, data: DocWrite, options?: SetOptions): void;
  /** Fails the transaction with `NotFoundError` if the document does not exist. */
  update(path: string, data: DocWrite): void;
  delete(path: string): void;
};

export type DocChange = {
  path: string;
  before: DocData | undefined;
  after: DocData | undefined;
};

export type DocStore = {
  get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>>;
  getAll<T extends DocData = DocData>(paths: string[]): Promise<DocSnapshot<T>[]>;
  query<T extends DocData = DocData>(query: Query): Promise<ExistingDoc<T>[]>;
  /**
   * How many documents the query matches, without reading them (Firestore's `count()`
   * aggregation, billed one read per 1,000 index entries). A `limit` bounds the count, so
   * give one when the answer only matters up to a point.
   */
  count(query: Query): Promise<number>;
  create(path: string, data: DocData): Promise<void>;
  set(path: string, data: DocWrite, options?: SetOptions): Promise<void>;
  update(path: string, data: DocWrite): Promise<void>;
  delete(path: string): Promise<void>;
  /** A new random document id, like Firestore's auto ids (20 characters). */
  newId(): string;
  /**
   * Runs `work` atomically. The result of `work` is returned once the writes are committed.
   * Work may run more than once (Firestore retries on contention): keep it free of side effects.
   */
  runTransaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R>;
  close(): Promise<void>;
};

export class NotFoundError extends Error {
  constructor(readonly path: string) {
    super(`No document at ${path}`);
    this.name = 'NotFoundError';
  }
}

export class AlreadyExistsError extends Error {
  constructor(readonly path: string) {
    super(`A document already exists at ${path}`);
    this.name = 'AlreadyExistsError';
  }
}

export class TransactionReadAfterWriteError extends Error {
  constructor() {
    super('Firestore transactions must do all their reads before their writes');
    this.name = 'TransactionReadAfterWriteError';
  }
}

/** A path, document or query that Firestore would refuse (bad path, >1 MiB, missing index...). */
export class InvalidArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidArgumentError';
  }
}
