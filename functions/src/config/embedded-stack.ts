/**
 * The embedded backend's own pieces: the SQLite DocStore (node:sqlite), the disk blob store and
 * the file outbox. Production never uses them, so the build makes this file a bundle of its own
 * (lib/embedded-stack.js, not uploaded) that lib/index.js loads only when a local backend asks
 * for it (see embedded-stack-loader.ts and functions/build.mjs).
 */
import firestoreIndexes from '../../../firestore.indexes.json';
import { createDiskBlobStore } from '../adapters/disk-blob-store';
import { createFileOutboxMailer } from '../adapters/file-outbox-mailer';
import { openSqliteDocStore, startChangeConsumer } from '../adapters/sqlite-doc-store';

/** The SQLite store of `file`, with the composite indexes firestore.indexes.json declares. */
export function openEmbeddedDocStore(file: string) {
  return openSqliteDocStore({ file, indexes: firestoreIndexes });
}

export { createDiskBlobStore, createFileOutboxMailer, startChangeConsumer };
