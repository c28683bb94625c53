import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
} from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  BackupRefused,
  backupFolderName,
  backupFormatVersion,
  readManifest,
  writeManifest,
  type BackupManifest,
  type DocumentCounts,
} from './backup-manifest';
import { countSqliteDocuments } from './document-counts';
import { answeringPorts } from './stack-running';

/**
 * The embedded backend's data folder (EMBEDDED_DATA_DIR, emulator-data/ by default): the
 * store, its images, its outbox and the wrapping key of its events' signing keys, which
 * must travel with the store it seals (scripts/lib/local-wrapping-keys.mjs).
 */
function dataLayout(dataDir: string) {
  return {
    store: path.join(dataDir, 'store.sqlite'),
    blobs: path.join(dataDir, 'blobs'),
    outbox: path.join(dataDir, 'outbox'),
    wrappingKeys: path.join(dataDir, 'ticket-key-wrapping-keys'),
  };
}

/** The names of a backup's parts inside its folder. */
const parts = {
  store: 'store.sqlite',
  blobs: 'blobs',
  outbox: 'outbox',
  wrappingKeys: 'ticket-key-wrapping-keys',
} as const;

/** A new, empty folder for a backup, or BackupRefused: a backup never mixes with other files. */
export function emptyBackupFolder(folder: string): void {
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new BackupRefused(`${folder} is not empty: a backup goes into a new folder.`);
  }
  mkdirSync(folder, { recursive: true });
}

export type EmbeddedBackupResult = { folder: string; manifest: BackupManifest };

/**
 * A consistent copy of the embedded store in `dataDir`, taken while the stack may run:
 * `VACUUM INTO` reads the whole store in one read transaction (WAL lets the stack keep
 * writing meanwhile), so the copy is the store as of one commit. Then the images, the outbox
 * and the wrapping keys, and last the manifest with the copy's counts per collection: a
 * folder without a manifest is not a backup, so one cut short is never restored.
 */
export function backupEmbeddedStore({
  dataDir,
  to,
  projectId,
  now = new Date(),
}: {
  dataDir: string;
  to: string;
  projectId: string;
  now?: Date;
}): EmbeddedBackupResult {
  const data = dataLayout(dataDir);
  if (!existsSync(data.store)) {
    throw new BackupRefused(`There is no embedded store at ${data.store}: nothing to back up.`);
  }
  emptyBackupFolder(to);
  const store = path.join(to, parts.store);
  const source = new DatabaseSync(data.store);
  try {
    source.exec('PRAGMA busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(store);
  } finally {
    source.close();
  }
  const contents: BackupManifest['contents'] = { store: parts.store };
  for (const part of ['blobs', 'outbox'] as const) {
    if (!existsSync(data[part])) continue;
    cpSync(data[part], path.join(to, parts[part]), { recursive: true });
    contents[part] = parts[part];
  }
  if (existsSync(data.wrappingKeys)) {
    copyFileSync(data.wrappingKeys, path.join(to, parts.wrappingKeys));
    chmodSync(path.join(to, parts.wrappingKeys), 0o600);
    contents.wrappingKeys = parts.wrappingKeys;
  }
  const manifest: BackupManifest = {
    format: 'ticketing-paradise-backup',
    version: backupFormatVersion,
    kind: 'embedded',
    backend: 'embedded',
    projectId,
    createdAt: now.toISOString(),
    counts: countSqliteDocuments(store),
    contents,
  };
  writeManifest(to, manifest);
  return { folder: to, manifest };
}

export type EmbeddedRestoreResult = {
  manifest: BackupManifest;
  /** The restored store's documents per collection: the manifest's. */
  counts: DocumentCounts;
  /** Where the data the restore replaced was moved (inside `dataDir`), if there was any. */
  replacedTo: string | undefined;
};

/**
 * Puts the embedded backup in `from` back into `dataDir`. Refused, changing nothing, when
 * `from` is not a backup, is another project's or backend's, does not hold what its manifest
 * counts, or while anything answers on `stackPorts` (the stack would keep writing to the
 * store it had open). What it replaces is moved aside into `dataDir`, never deleted.
 */
export async function restoreEmbeddedStore({
  from,
  dataDir,
  projectId,
  stackPorts,
  now = new Date(),
}: {
  from: string;
  dataDir: string;
  projectId: string;
  /** The local stack's ports, by name: the restore waits for none of them to answer. */
  stackPorts: Record<string, number>;
  now?: Date;
}): Promise<EmbeddedRestoreResult> {
  const manifest = readManifest(from, { projectId, kind: 'embedded' });
  const running = await answeringPorts(stackPorts);
  if (running.length > 0) {
    throw new BackupRefused(
      `The local stack is running (${running.join(', ')}): stop it (Ctrl-C in npm start) before restoring.`,
    );
  }
  if (!manifest.contents.store) throw new BackupRefused(`${from} holds no store.`);
  const backupCounts = countSqliteDocuments(path.join(from, manifest.contents.store));
  if (JSON.stringify(backupCounts) !== JSON.stringify(manifest.counts)) {
    throw new BackupRefused(
      `${from} is damaged: its store does not hold the documents its manifest counts.`,
    );
  }

  const data = dataLayout(dataDir);
  const aside = path.join(dataDir, `replaced-by-restore-${backupFolderName(now)}`);
  const replaced = [
    data.store,
    `${data.store}-wal`,
    `${data.store}-shm`,
    data.blobs,
    data.outbox,
    data.wrappingKeys,
  ].filter((file) => existsSync(file));
  if (replaced.length > 0) mkdirSync(aside, { recursive: true });
  for (const file of replaced) renameSync(file, path.join(aside, path.basename(file)));

  mkdirSync(dataDir, { recursive: true });
  for (const part of ['store', 'blobs', 'outbox', 'wrappingKeys'] as const) {
    const name = manifest.contents[part];
    if (name === undefined) continue;
    cpSync(path.join(from, name), data[part], { recursive: true });
  }
  if (existsSync(data.wrappingKeys)) chmodSync(data.wrappingKeys, 0o600);
  return {
    manifest,
    counts: countSqliteDocuments(data.store),
    replacedTo: replaced.length > 0 ? aside : undefined,
  };
}
