/**
 * The DocStores a contract test runs against: SQLite on a fresh file, and the Firestore
 * emulator when FIRESTORE_EMULATOR_HOST is set, in a project of the test's own that is
 * emptied before each test. `npm test` runs the SQLite side in its unit layer and sets
 * SKIP_SQLITE_CONTRACTS=true in its Firestore layer, so no suite runs on SQLite twice.
 * Call at the top level of a test file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { createFirestoreDocStore } from '../adapters/firestore-doc-store/firestore-doc-store';
import { openSqliteDocStore } from '../adapters/sqlite-doc-store';
import type { DocStore } from '../ports/doc-store';
import firestoreIndexes from '../../../firestore.indexes.json';

export type DocStoreHarness = { name: string; open: () => Promise<DocStore> };

export function docStoreHarnesses(projectId: string): DocStoreHarness[] {
  const dir = mkdtempSync(path.join(tmpdir(), `${projectId}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  const skipSqlite = Boolean(emulatorHost) && process.env.SKIP_SQLITE_CONTRACTS === 'true';
  const harnesses: DocStoreHarness[] = skipSqlite
    ? []
    : [
        {
          name: 'sqlite',
          open: async () =>
            openSqliteDocStore({
              file: path.join(dir, `store-${files++}.sqlite`),
              indexes: firestoreIndexes,
            }),
        },
      ];
  if (emulatorHost) {
    const app = initializeApp({ projectId }, projectId);
    afterAll(() => deleteApp(app));
    // Contended transactions are retried, as production's client does, a little more.
    const store = createFirestoreDocStore(getFirestore(app), { maxAttempts: 20 });
    harnesses.push({
      name: 'firestore (emulator)',
      open: async () => {
        const url = `http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
        const answer = await fetch(url, { method: 'DELETE' });
        if (!answer.ok) throw new Error(`Could not clear the emulator: ${answer.status}`);
        return store;
      },
    });
  }
  return harnesses;
}

/**
 * Opens SQLite DocStores, each on a new file in a temporary folder named after `prefix` that
 * is removed after the test file's tests. Call at the top level of a test file.
 */
export function freshSqliteDocStores(prefix: string): () => DocStore {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  return () => openSqliteDocStore({ file: path.join(dir, `store-${files++}.sqlite`) });
}
