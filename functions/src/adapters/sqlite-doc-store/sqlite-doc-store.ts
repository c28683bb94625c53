import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync } from 'node:sqlite';
import type {
  DocData,
  DocSnapshot,
  DocWrite,
  ExistingDoc,
  Query,
  SetOptions,
  Transaction,
} from '../../ports/doc-store';
import {
  ChangeListeners,
  type ChangeListener,
  type ListenerErrorHandler,
  type RecordedChange,
} from './change-feed';
import { AsyncMutex, beginImmediate, isBusyError } from './connection-lock';
import { ConsumerTable, type FailedChange } from './consumer-table';
import { ensureQueryIndexes, openDatabase } from './database';
import { DocTable } from './doc-table';
import { newDocumentId } from './ids';
import { parseIndexDefinitions, type IndexDefinitions } from './index-definitions';
import { DocReader } from './reader';
import { SqliteTransaction } from './sqlite-transaction';
import { planWrites } from './write-plan';
import type { SqliteDocStore, SqliteDocStoreOptions } from './sqlite-doc-store-api';

type Scope = { store: SqliteStore; active: boolean };

/**
 * Which store's transaction callback the current async context runs in. Inside it the
 * connection is already held, so plain reads go straight through; plain writes and nested
 * transactions would wait for the mutex the callback holds, forever, so they are refused.
 */
const transactionScope = new AsyncLocalStorage<Scope>();

const defaultListenerError: ListenerErrorHandler = (error, change) => {
  console.error(`DocStore change listener failed for ${change.path} (seq ${change.seq})`, error);
};

class SqliteStore implements SqliteDocStore {
  private readonly mutex = new AsyncMutex();
  private readonly table: DocTable;
  private readonly reader: DocReader;
  private readonly consumers: ConsumerTable;
  private readonly listeners: ChangeListeners;
  private isClosed = false;

  constructor(
    private readonly db: DatabaseSync,
    indexes: IndexDefinitions | undefined,
    private readonly busyTimeoutMs: number,
    private readonly maxAttempts: number,
    onListenerError: ListenerErrorHandler,
  ) {
    this.table = new DocTable(db);
    this.reader = new DocReader(this.table, indexes);
    this.consumers = new ConsumerTable(db);
    this.listeners = new ChangeListeners(onListenerError);
  }

  get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    return this.read(() => this.reader.get<T>(path));
  }

  getAll<T extends DocData = DocData>(paths: string[]): Promise<DocSnapshot<T>[]> {
    // Several statements: read them in one snapshot so a concurrent commit is seen whole or not.
    return this.read(() => this.reader.getAll<T>(paths), { snapshot: true });
  }

  query<T extends DocData = DocData>(query: Query): Promise<ExistingDoc<T>[]> {
    return this.read(() => this.reader.query<T>(query));
  }

  count(query: Query): Promise<number> {
    return this.read(() => this.reader.count(query));
  }

  async create(path: string, data: DocData): Promise<void> {
    await this.runTransaction(async (tx) => tx.create(path, data));
  }

  async set(path: string, data: DocWrite, options?: SetOptions): Promise<void> {
    await this.runTransaction(async (tx) => tx.set(path, data, options));
  }

  async update(path: string, data: DocWrite): Promise<void> {
    await this.runTransaction(async (tx) => tx.update(path, data));
  }

  async delete(path: string): Promise<void> {
    await this.runTransaction(async (tx) => tx.delete(path));
  }

  get closed(): boolean {
    return this.isClosed;
  }

  newId(): string {
    return newDocumentId();
  }

  async runTransaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
    this.assertOpen();
    if (this.insideOwnTransaction()) {
      throw new Error(
        'A write or transaction on the SQLite DocStore was started inside runTransaction on the ' +
          'same store; it would wait for that transaction forever. Use the transaction object.',
      );
    }
    return this.mutex.run(() => this.transact(work));
  }

  onChange(listener: ChangeListener): () => void {
    return this.listeners.add(listener);
  }

  readChanges(afterSeq: number, limit: number): Promise<RecordedChange[]> {
    return this.read(() => this.table.readChanges(afterSeq, limit));
  }

  lastChangeSeq(): Promise<number> {
    return this.read(() => this.table.lastSeq());
  }

  leaseChanges(
    consumer: string,
    owner: string,
    leaseMs: number,
    limit: number,
    isGone: (owner: string) => boolean = () => false,
  ): Promise<RecordedChange[] | undefined> {
    return this.write(() => {
      const cursor = this.consumers.lease(consumer, owner, Date.now(), leaseMs, isGone);
      return cursor === undefined ? undefined : this.table.readChanges(cursor, limit);
    });
  }

  acknowledgeChange(consumer: string, owner: string, seq: number, leaseMs: number) {
    return this.write(() => this.consumers.advance(consumer, owner, seq, Date.now() + leaseMs));
  }

  releaseLease(consumer: string, owner: string): Promise<void> {
    return this.write(() => this.consumers.release(consumer, owner));
  }

  consumerCursor(consumer: string): Promise<number> {
    return this.read(() => this.consumers.cursor(consumer));
  }

  recordFailedChange(consumer: string, change: RecordedChange, error: string): Promise<void> {
    return this.write(() =>
      this.consumers.recordFailure(consumer, change, error, new Date().toISOString()),
    );
  }

  failedChanges(consumer: string): Promise<FailedChange[]> {
    return this.read(() => this.consumers.failures(consumer));
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    // Let work already queued on the connection finish first.
    await this.mutex.run(() => this.db.close());
  }

  private async transact<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      await beginImmediate(this.db, this.busyTimeoutMs);
      const scope: Scope = { store: this, active: true };
      const tx = new SqliteTransaction(this.reader);
      try {
        const result = await transactionScope.run(scope, () => work(tx));
        tx.finish();
        scope.active = false;
        const planned = planWrites(tx.pendingWrites(), (location) =>
          this.table.read(location.path),
        );
        const recorded = this.table.apply(planned, new Date().toISOString());
        this.db.exec('COMMIT');
        this.listeners.publish(recorded);
        return result;
      } catch (error) {
        tx.finish();
        scope.active = false;
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
        if (isBusyError(error) && attempt < this.maxAttempts) continue;
        throw error;
      }
    }
  }

  /** Bookkeeping outside the documents (consumer cursors): one short write transaction. */
  private async write<R>(fn: () => R): Promise<R> {
    this.assertOpen();
    if (this.insideOwnTransaction()) {
      throw new Error('Change feed bookkeeping cannot run inside a document transaction');
    }
    return this.mutex.run(async () => {
      await beginImmediate(this.db, this.busyTimeoutMs);
      try {
        const result = fn();
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  private async read<R>(fn: () => R, options: { snapshot?: boolean } = {}): Promise<R> {
    this.assertOpen();
    // Inside our own transaction callback the connection is ours and a transaction is open.
    if (this.insideOwnTransaction()) return fn();
    return this.mutex.run(() => {
      if (options.snapshot !== true) return fn();
      this.db.exec('BEGIN');
      try {
        return fn();
      } finally {
        this.db.exec('COMMIT');
      }
    });
  }

  private insideOwnTransaction(): boolean {
    const scope = transactionScope.getStore();
    return scope !== undefined && scope.store === this && scope.active;
  }

  private assertOpen(): void {
    if (this.isClosed) throw new Error('The SQLite DocStore is closed');
  }
}

export function openSqliteDocStore(options: SqliteDocStoreOptions): SqliteDocStore {
  const busyTimeoutMs = options.busyTimeoutMs ?? 10_000;
  // Checked even when passed as an object, so a typo in an index fails at startup.
  const indexes =
    options.indexes === undefined ? undefined : parseIndexDefinitions(options.indexes);
  const db = openDatabase(options.file, busyTimeoutMs);
  if (indexes) ensureQueryIndexes(db, indexes);
  return new SqliteStore(
    db,
    indexes,
    busyTimeoutMs,
    options.maxAttempts ?? 5,
    options.onListenerError ?? defaultListenerError,
  );
}
