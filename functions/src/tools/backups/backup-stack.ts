import { v1 } from '@google-cloud/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startFirestoreExport } from '../../adapters/firestore-export';
import type { RuntimeConfig } from '../../config/runtime-config';
import { BackupRefused, type BackupManifest, type DocumentCounts } from './backup-manifest';
import { backupEmbeddedStore, restoreEmbeddedStore } from './embedded-backup';
import { backupFirestoreEmulator, restoreFirestoreEmulator } from './firestore-emulator-backup';

type StackConfig = Pick<
  RuntimeConfig,
  'backend' | 'projectId' | 'embeddedDataDir' | 'localBlobDir'
>;

/** The local Firestore emulator's database, in an app of its own; `close` when done. */
async function withEmulator<T>(
  projectId: string,
  work: (emulator: { emulatorHost: string; projectId: string; firestore: Firestore }) => Promise<T>,
): Promise<T> {
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulatorHost) throw new BackupRefused('FIRESTORE_EMULATOR_HOST is not set');
  const app = initializeApp({ projectId }, `backup-${Date.now()}`);
  try {
    return await work({ emulatorHost, projectId, firestore: getFirestore(app) });
  } finally {
    await deleteApp(app);
  }
}

/**
 * `npm run backup` (scripts/backup.mjs) on the local stack the configuration names: the
 * embedded store's folder, or the Firestore emulator's database and the local images.
 */
export async function backupStack({
  config,
  to,
}: {
  config: StackConfig;
  to: string;
}): Promise<{ folder: string; manifest: BackupManifest }> {
  if (config.backend === 'firebase') {
    return withEmulator(config.projectId, (emulator) =>
      backupFirestoreEmulator({ ...emulator, to, blobDir: config.localBlobDir }),
    );
  }
  return backupEmbeddedStore({ dataDir: config.embeddedDataDir, to, projectId: config.projectId });
}

/**
 * `npm run restore` (scripts/restore.mjs): the backup in `from` put back into the local stack
 * the configuration names. The embedded store is restored only while the stack is stopped;
 * the Firestore emulator only while it runs (its import is a call to it).
 */
export async function restoreStack({
  config,
  from,
  stackPorts,
}: {
  config: StackConfig;
  from: string;
  stackPorts: Record<string, number>;
}): Promise<{ manifest: BackupManifest; counts: DocumentCounts; replacedTo?: string }> {
  if (config.backend === 'firebase') {
    return withEmulator(config.projectId, (emulator) =>
      restoreFirestoreEmulator({ ...emulator, from, blobDir: config.localBlobDir }),
    );
  }
  return restoreEmbeddedStore({
    from,
    dataDir: config.embeddedDataDir,
    projectId: config.projectId,
    stackPorts,
  });
}

/**
 * `npm run backup -- --project <id>`: a managed export of the project's Firestore to
 * `bucket`, started by hand as the daily `firestoreBackup` starts it (Application Default
 * Credentials with the Cloud Datastore Import Export Admin role).
 */
export async function startManagedBackup({
  projectId,
  bucket,
}: {
  projectId: string;
  bucket: string | undefined;
}): Promise<{ operation: string; outputUriPrefix: string }> {
  const admin = new v1.FirestoreAdminClient({ projectId });
  try {
    return await startFirestoreExport({ admin, projectId, bucket, now: new Date() });
  } finally {
    // A client that never connected (no credentials) fails its close as well: the first error tells.
    await admin.close().catch(() => undefined);
  }
}
