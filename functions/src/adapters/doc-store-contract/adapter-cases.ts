/**
 * The adapters the DocStore contract runs against: SQLite always (in memory and on a file);
 * Firestore when FIRESTORE_EMULATOR_HOST points at an emulator, in a project of the test
 * file's own (each test empties the whole database, and the Firestore layer runs files side
 * by side).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach } from 'vitest';
import type { DocStore } from '../../ports/doc-store';
import { createFirestoreDocStore } from '../firestore-doc-store/firestore-doc-store';
import {
  openSqliteDocStore,
  type SqliteDocStore,
  type SqliteDocStoreOptions,
} from '../sqlite-doc-store';

type Harness = { store: DocStore; cleanup: () => Promise<void> };
export type AdapterCase = { name: string; open: () => Promise<Harness> };

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed after the test file. */
export function tempDir(prefix = 'doc-store-contract-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A path in a fresh temporary folder, in a subfolder not made yet. */
export function tempFile(name = 'store.sqlite'): string {
  return join(tempDir(), 'nested', name);
}

function sqliteCase(name: string, file: () => string): AdapterCase {
  return {
    name,
    open: async () => {
      const store = openSqliteDocStore({ file: file() });
      return { store, cleanup: () => store.close() };
    },
  };
}

function firestoreCase(emulatorHost: string, projectId: string): AdapterCase {
  const app = initializeApp({ projectId }, projectId);
  const store = createFirestoreDocStore(getFirestore(app), { maxAttempts: 20 });
  afterAll(() => deleteApp(app));
  return {
    name: 'firestore (emulator)',
    open: async () => {
      // Each test starts from an empty database, like a fresh SQLite store.
      const url = `http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
      const response = await fetch(url, { method: 'DELETE' });
      if (!response.ok) throw new Error(`Could not clear the emulator: ${response.status}`);
      return { store, cleanup: async () => undefined };
    },
  };
}

/** Call at the top level of a test file: the Firestore case is set up (and torn down) there. */
export function adapterCases(projectId: string): AdapterCase[] {
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  return [
    sqliteCase('sqlite (memory)', () => ':memory:'),
    sqliteCase('sqlite (file)', () => tempFile()),
    ...(emulatorHost ? [firestoreCase(emulatorHost, projectId)] : []),
  ];
}

/**
 * Call in a describe: opens `adapter`'s store before each of its tests and cleans it up after;
 * `store()` is the open one.
 */
export function storeForEachTest(adapter: AdapterCase): () => DocStore {
  let opened: Harness | undefined;
  beforeEach(async () => {
    opened = await adapter.open();
  });
  afterEach(() => opened?.cleanup());
  return () => {
    if (!opened) throw new Error('The store opens before each test');
    return opened.store;
  };
}

export const ids = (docs: { id: string }[]) => docs.map((d) => d.id);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Call in a describe: opens SQLite stores for its tests and closes them after each test. */
export function sqliteStoresClosedAfterEach() {
  const opened: SqliteDocStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });
  return (file: string, options: Omit<SqliteDocStoreOptions, 'file'> = {}): SqliteDocStore => {
    const store = openSqliteDocStore({ file, ...options });
    opened.push(store);
    return store;
  };
}
