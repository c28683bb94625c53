import {
  TransactionReadAfterWriteError,
  type DocData,
  type DocSnapshot,
  type DocWrite,
  type ExistingDoc,
  type Query,
  type SetOptions,
  type Transaction,
} from '../../ports/doc-store';
import { parseDocumentPath } from './paths';
import type { DocReader } from './reader';
import { checkDocData, checkMergeData, checkUpdateData } from './values';
import { checkWriteCount, type PendingWrite } from './write-plan';

/**
 * One attempt of `runTransaction`. Reads go straight to the database (the store holds the
 * write lock, so they are consistent); writes are only recorded, checked and applied at
 * commit, like Firestore, so reads never see this transaction's own writes and a failure
 * leaves nothing behind.
 */
export class SqliteTransaction implements Transaction {
  private readonly writes: PendingWrite[] = [];
  private finished = false;

  constructor(private readonly reader: DocReader) {}

  async get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    this.beforeRead();
    return this.reader.get<T>(path);
  }

  async getAll<T extends DocData = DocData>(paths: string[]): Promise<DocSnapshot<T>[]> {
    this.beforeRead();
    return this.reader.getAll<T>(paths);
  }

  async query<T extends DocData = DocData>(query: Query): Promise<ExistingDoc<T>[]> {
    this.beforeRead();
    return this.reader.query<T>(query);
  }

  create(path: string, data: DocData): void {
    this.add({ kind: 'create', path: parseDocumentPath(path), data: checkDocData(data) });
  }

  set(path: string, data: DocWrite, options?: SetOptions): void {
    const location = parseDocumentPath(path);
    this.add(
      options?.merge === true
        ? { kind: 'merge', path: location, data: checkMergeData(data) }
        : { kind: 'set', path: location, data: checkDocData(data) },
    );
  }

  update(path: string, data: DocWrite): void {
    this.add({ kind: 'update', path: parseDocumentPath(path), data: checkUpdateData(data) });
  }

  delete(path: string): void {
    this.add({ kind: 'delete', path: parseDocumentPath(path) });
  }

  /** The writes to commit, in call order. */
  pendingWrites(): readonly PendingWrite[] {
    return this.writes;
  }

  /** Called when the attempt ends: a transaction object kept past its callback is dead. */
  finish(): void {
    this.finished = true;
  }

  private assertActive(): void {
    if (this.finished) throw new Error('This transaction has already finished');
  }

  private beforeRead(): void {
    this.assertActive();
    if (this.writes.length > 0) throw new TransactionReadAfterWriteError();
  }

  private add(write: PendingWrite): void {
    this.assertActive();
    checkWriteCount(this.writes.length + 1);
    this.writes.push(write);
  }
}
