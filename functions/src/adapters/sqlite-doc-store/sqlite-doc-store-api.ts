import type { DocStore } from '../../ports/doc-store';
import type { ChangeListener, ListenerErrorHandler, RecordedChange } from './change-feed';
import type { FailedChange } from './consumer-table';
import type { IndexDefinitionsInput } from './index-definitions';

/* What the embedded DocStore offers beyond the port, and how it is opened. */

export type SqliteDocStoreOptions = {
  /** A file path (parent directories are created) or `':memory:'`. */
  file: string;
  /**
   * firestore.indexes.json contents (imported JSON or `loadIndexDefinitions`), checked at open.
   * When given, a query that needs a composite index not listed here throws.
   */
  indexes?: IndexDefinitionsInput;
  /** How long to wait for another connection's write lock. */
  busyTimeoutMs?: number;
  /** Attempts of one transaction when SQLite reports the database busy mid-way. */
  maxAttempts?: number;
  /** Where errors thrown by change listeners go (they never fail the write). */
  onListenerError?: ListenerErrorHandler;
};

/** The DocStore plus the change feed that stands in for Firestore triggers locally. */
export type SqliteDocStore = DocStore & {
  /** Called after each commit of this store instance, once per changed document. */
  onChange(listener: ChangeListener): () => void;
  /** Committed changes from any process, oldest first, with `seq` greater than `afterSeq`. */
  readChanges(afterSeq: number, limit: number): Promise<RecordedChange[]>;
  /** The highest `seq` so far (0 when empty). */
  lastChangeSeq(): Promise<number>;
  /**
   * For durable consumers of the feed (change-consumer.ts): the changes after the consumer's
   * cursor, oldest first, once `owner` holds its lease; undefined while another owner does.
   */
  leaseChanges(
    consumer: string,
    owner: string,
    leaseMs: number,
    limit: number,
    isGone?: (owner: string) => boolean,
  ): Promise<RecordedChange[] | undefined>;
  /**
   * Moves the consumer's cursor past `seq` and renews the lease, while `owner` holds it
   * (false when it lost the lease); changes every consumer has handled are pruned.
   */
  acknowledgeChange(
    consumer: string,
    owner: string,
    seq: number,
    leaseMs: number,
  ): Promise<boolean>;
  /** Lets another process take over at once. */
  releaseLease(consumer: string, owner: string): Promise<void>;
  consumerCursor(consumer: string): Promise<number>;
  /** Keeps a change its handler kept failing on, for a person to look at. */
  recordFailedChange(consumer: string, change: RecordedChange, error: string): Promise<void>;
  failedChanges(consumer: string): Promise<FailedChange[]>;
  readonly closed: boolean;
};
