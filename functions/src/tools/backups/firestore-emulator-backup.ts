import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import {
  BackupRefused,
  backupFormatVersion,
  readManifest,
  writeManifest,
  type BackupManifest,
  type DocumentCounts,
} from './backup-manifest';
import { countFirestoreDocuments } from './document-counts';
import { emptyBackupFolder } from './embedded-backup';

/** The export's folder inside the backup, as firebase-tools names it in its own exports. */
const exportName = 'firestore_export';
const exportMetadata = `${exportName}/${exportName}.overall_export_metadata`;

type Emulator = {
  /** FIRESTORE_EMULATOR_HOST: `127.0.0.1:8080`. */
  emulatorHost: string;
  projectId: string;
  /** A client of the emulator for `projectId`: the documents are counted through it. */
  firestore: Firestore;
};

async function emulatorCall(
  { emulatorHost, projectId }: Omit<Emulator, 'firestore'>,
  method: 'POST' | 'DELETE',
  suffix: string,
  body?: unknown,
): Promise<void> {
  const url = `http://${emulatorHost}/emulator/v1/projects/${projectId}${suffix}`;
  let answer: Response;
  try {
    answer = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new BackupRefused(
      `The Firestore emulator does not answer at ${emulatorHost}: start the stack with --backend firebase first.`,
    );
  }
  if (!answer.ok) {
    throw new Error(
      `The Firestore emulator refused ${suffix}: ${answer.status} ${await answer.text()}`,
    );
  }
}

const database = (projectId: string) => `projects/${projectId}/databases/(default)`;

/**
 * An export of the Firestore emulator's database of `projectId` into `to` (the files
 * firebase-tools writes on `--export-on-exit`, which `gcloud firestore import` and the
 * emulator's `--import` read), with the local images from `blobDir`, and the manifest last.
 * The counts are read just before the export: on a stack taking writes at that moment they
 * may miss the last of them.
 */
export async function backupFirestoreEmulator({
  to,
  blobDir,
  now = new Date(),
  ...emulator
}: Emulator & { to: string; blobDir?: string; now?: Date }): Promise<{
  folder: string;
  manifest: BackupManifest;
}> {
  emptyBackupFolder(to);
  const counts = await countFirestoreDocuments(emulator.firestore);
  await emulatorCall(emulator, 'POST', ':export', {
    database: database(emulator.projectId),
    export_directory: path.resolve(to),
    export_name: exportName,
  });
  const contents: BackupManifest['contents'] = { firestoreExport: exportMetadata };
  if (blobDir && existsSync(blobDir)) {
    cpSync(blobDir, path.join(to, 'blobs'), { recursive: true });
    contents.blobs = 'blobs';
  }
  const manifest: BackupManifest = {
    format: 'ticketing-paradise-backup',
    version: backupFormatVersion,
    kind: 'firestore-emulator',
    backend: 'firebase',
    projectId: emulator.projectId,
    createdAt: now.toISOString(),
    counts,
    contents,
  };
  writeManifest(to, manifest);
  return { folder: to, manifest };
}

/**
 * Puts the export in `from` back into the running Firestore emulator: the database is
 * emptied, then the export imported (an import alone merges into what is there), and the
 * images copied back into `blobDir`. Refused, changing nothing, when `from` is not a backup
 * or is another project's or backend's.
 */
export async function restoreFirestoreEmulator({
  from,
  blobDir,
  ...emulator
}: Emulator & { from: string; blobDir?: string }): Promise<{
  manifest: BackupManifest;
  counts: DocumentCounts;
}> {
  const manifest = readManifest(from, {
    projectId: emulator.projectId,
    kind: 'firestore-emulator',
  });
  const metadata = path.resolve(from, manifest.contents.firestoreExport ?? exportMetadata);
  if (!existsSync(metadata)) throw new BackupRefused(`${from} holds no Firestore export.`);
  await emulatorCall(emulator, 'DELETE', '/databases/(default)/documents');
  await emulatorCall(emulator, 'POST', ':import', {
    database: database(emulator.projectId),
    export_directory: metadata,
  });
  if (blobDir && manifest.contents.blobs) {
    cpSync(path.join(from, manifest.contents.blobs), blobDir, { recursive: true });
  }
  return { manifest, counts: await countFirestoreDocuments(emulator.firestore) };
}
