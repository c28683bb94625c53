import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import path from 'node:path';
import { createFirestoreDocStore } from '../../functions/src/adapters/firestore-doc-store/firestore-doc-store';
import { openSqliteDocStore } from '../../functions/src/adapters/sqlite-doc-store';
import type { DocStore } from '../../functions/src/ports/doc-store';
import { testEnv } from './test-env';

let opened: { docs: DocStore; app?: App } | undefined;

/**
 * The stack's own documents, read beside the functions: the SQLite file of the embedded
 * backend, or the Firestore emulator (FIRESTORE_EMULATOR_HOST, set by emulators:exec).
 */
export function backendDocs(): DocStore {
  if (opened) return opened.docs;
  if (testEnv.backend === 'firebase') {
    const app = initializeApp({ projectId: testEnv.projectId }, 'tests-backend-docs');
    opened = { docs: createFirestoreDocStore(getFirestore(app)), app };
  } else {
    opened = { docs: openSqliteDocStore({ file: path.join(testEnv.dataDir, 'store.sqlite') }) };
  }
  return opened.docs;
}

export async function closeBackendDocs(): Promise<void> {
  if (!opened) return;
  await opened.docs.close();
  if (opened.app) await deleteApp(opened.app);
  opened = undefined;
}
