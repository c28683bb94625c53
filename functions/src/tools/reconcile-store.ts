import { existsSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createFirestoreDocStore } from '../adapters/firestore-doc-store/firestore-doc-store';
import { createPaystackPayouts } from '../adapters/paystack-payouts';
import { openSqliteDocStore } from '../adapters/sqlite-doc-store';
import { reconcile } from '../app/reconciliation/reconcile';
import { embeddedLayout } from '../config/services';
import type { RuntimeConfig } from '../config/runtime-config';
import type { ReconciliationReport } from '../contract/reconciliation';
import type { DocStore } from '../ports/doc-store';
import firestoreIndexes from '../../../firestore.indexes.json';

/**
 * The reconciliation for scripts/reconcile.mjs, straight from the store the configuration
 * names and from Paystack, without the API. Only the two ports it reads are opened: the
 * embedded store without its change consumers (they belong to the running stack, and a
 * second process consuming the feed would compete with it), Firestore in an app of its own.
 */
export async function reconcileStore({
  config,
  from,
  to,
}: {
  config: RuntimeConfig;
  from: string;
  to: string;
}): Promise<ReconciliationReport> {
  const { baseUrl, secretKey } = config.paystack;
  if (!secretKey) throw new Error('PAYSTACK_SECRET_KEY is not set: Paystack cannot be asked');
  const payouts = createPaystackPayouts({ baseUrl, secretKey });
  const { docs, close } = openDocs(config);
  try {
    return await reconcile({ services: { docs, payouts }, from, to });
  } finally {
    await close();
  }
}

/** The store the configuration names, opened alone (see above); `close` when done. */
export function openDocs(config: RuntimeConfig): { docs: DocStore; close: () => Promise<void> } {
  if (config.backend === 'firebase') {
    const app = initializeApp({ projectId: config.projectId }, 'reconciliation');
    const docs = createFirestoreDocStore(getFirestore(app));
    return { docs, close: () => deleteApp(app) };
  }
  const { storeFile } = embeddedLayout(config.embeddedDataDir);
  // Opening a missing file would create an empty store, and reconcile against nothing.
  if (!existsSync(storeFile)) {
    throw new Error(`No embedded store at ${storeFile}: start the stack once (npm start)`);
  }
  const docs = openSqliteDocStore({ file: storeFile, indexes: firestoreIndexes });
  return { docs, close: () => docs.close() };
}
