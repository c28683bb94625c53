import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The file in a backup's folder that says what the folder holds; written last. */
export const manifestFileName = 'backup-manifest.json';

/** Bumped when a backup's layout changes, so a restore never misreads an older one. */
export const backupFormatVersion = 1;

const counts = z.record(z.string(), z.number().int().min(0));

/**
 * What a backup is: `embedded` (the SQLite store, blobs, outbox and the local wrapping keys)
 * or `firestore-emulator` (an export of the local Firestore emulator, the files
 * firebase-tools writes, and the local blobs). `counts` are the documents per collection
 * (`events`, `events/*\/ledger`, ...) when it was taken: what a restore must give back.
 */
const manifestShape = z.object({
  format: z.literal('ticketing-paradise-backup'),
  version: z.literal(backupFormatVersion),
  kind: z.enum(['embedded', 'firestore-emulator']),
  backend: z.enum(['embedded', 'firebase']),
  projectId: z.string().min(1),
  createdAt: z.iso.datetime(),
  counts,
  /** The folder's parts, relative to it; a part the stack did not have yet is absent. */
  contents: z.object({
    store: z.string().optional(),
    firestoreExport: z.string().optional(),
    blobs: z.string().optional(),
    outbox: z.string().optional(),
    wrappingKeys: z.string().optional(),
  }),
});

export type BackupManifest = z.infer<typeof manifestShape>;
export type BackupKind = BackupManifest['kind'];
export type DocumentCounts = z.infer<typeof counts>;

/** A restore (or backup) refused before it changed anything; the message says why. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export function writeManifest(folder: string, manifest: BackupManifest): void {
  writeFileSync(path.join(folder, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The manifest of the backup in `folder`, checked to be of `projectId` and of `kind`, each
 * part it names present; otherwise BackupRefused saying what is wrong.
 */
export function readManifest(
  folder: string,
  expected: { projectId: string; kind: BackupKind },
): BackupManifest {
  const file = path.join(folder, manifestFileName);
  if (!existsSync(folder)) throw new BackupRefused(`There is no folder ${folder}.`);
  if (!existsSync(file)) {
    throw new BackupRefused(
      `${folder} is not a backup: it has no ${manifestFileName} (npm run backup writes one).`,
    );
  }
  let parsed: ReturnType<typeof manifestShape.safeParse>;
  try {
    parsed = manifestShape.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new BackupRefused(`${folder} is not a backup: ${manifestFileName} is not JSON.`);
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupRefused(
      `${folder} is not a backup this version can restore: ${manifestFileName}'s ${issue?.path.join('.') || 'contents'} ${issue?.message ?? 'is not as expected'}.`,
    );
  }
  const manifest = parsed.data;
  if (manifest.projectId !== expected.projectId) {
    throw new BackupRefused(
      `${folder} is a backup of project ${manifest.projectId}, not of ${expected.projectId}: not restored.`,
    );
  }
  if (manifest.kind !== expected.kind) {
    throw new BackupRefused(
      `${folder} is a backup of the ${manifest.backend} backend (${manifest.kind}); restore it with --backend ${manifest.backend}.`,
    );
  }
  for (const part of Object.values(manifest.contents)) {
    if (part !== undefined && !existsSync(path.join(folder, part))) {
      throw new BackupRefused(`${folder} is incomplete: ${part} is missing.`);
    }
  }
  return manifest;
}

/** A folder name for a backup taken at `when`: UTC, sortable, no colons (Windows). */
export function backupFolderName(when: Date): string {
  return `${when.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}
