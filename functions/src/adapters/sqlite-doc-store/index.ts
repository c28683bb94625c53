/** The embedded DocStore: Firestore's semantics on a SQLite file via node:sqlite. */
export { openSqliteDocStore } from './sqlite-doc-store';
export type { SqliteDocStore, SqliteDocStoreOptions } from './sqlite-doc-store-api';
export type { ChangeListener, ListenerErrorHandler, RecordedChange } from './change-feed';
export type { FailedChange } from './consumer-table';
export { startChangeConsumer } from './change-consumer';
export type { ChangeConsumer, ChangeConsumerOptions } from './change-consumer';
export { loadIndexDefinitions, parseIndexDefinitions } from './index-definitions';
export type {
  CompositeIndex,
  IndexDefinitions,
  IndexDefinitionsInput,
  IndexField,
} from './index-definitions';
