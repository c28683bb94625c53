import type { Firestore, Transaction as FirestoreTransaction } from 'firebase-admin/firestore';
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
import { parseDocumentPath } from '../sqlite-doc-store/paths';
import { checkUpdateData } from '../sqlite-doc-store/values';
import { checkWriteCount } from '../sqlite-doc-store/write-plan';
import {
  buildQuery,
  keepExpiryTimes,
  prepareCreate,
  prepareSet,
  toFirestore,
  toSnapshot,
} from './values';

/** Wraps Firestore's transaction to enforce reads-before-writes with the port's error. */
export class FirestoreTransactionAdapter implements Transaction {
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
