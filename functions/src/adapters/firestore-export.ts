/**
 * The managed Firestore export behind the daily backup (`firestoreBackup`) and
 * `npm run backup -- --project <id>`: Firestore writes every document of the database to
 * Cloud Storage itself, consistent as of one moment, and `gcloud firestore import` reads it
 * back (docs/operations.md, "Backups and restores").
 */

export type FirestoreExportRequest = {
  /** `projects/{id}/databases/(default)`. */
  name: string;
  /** `gs://{bucket}/firestore/{UTC time}`: one folder per export, sortable by time. */
  outputUriPrefix: string;
  /** Empty: every collection, which is what `gcloud firestore import` of the whole export needs. */
  collectionIds: string[];
};

/**
 * The one call into Google's Firestore admin client (`v1.FirestoreAdminClient` of
 * @google-cloud/firestore) that an export needs: it starts a long-running operation.
 */
export type FirestoreAdmin = {
  exportDocuments(
    request: FirestoreExportRequest,
  ): Promise<readonly [{ name?: string | null }, ...unknown[]]>;
};

/** A Cloud Storage bucket's name: 3 to 222 characters, lowercase, digits, dots, - and _. */
const bucketName = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/** `BACKUP_BUCKET` as a name, with or without gs:// (and a trailing slash); throws if it is none. */
export function backupBucketName(setting: string | undefined): string {
  const name = (setting ?? '')
    .trim()
    .replace(/^gs:\/\//, '')
    .replace(/\/+$/, '');
  if (!name) {
    throw new Error('BACKUP_BUCKET is not set: name the bucket Firestore exports go to');
  }
  if (!bucketName.test(name)) {
    throw new Error(`BACKUP_BUCKET "${setting}" is not a Cloud Storage bucket name`);
  }
  return name;
}

/** What an export of `projectId`'s database into `bucket` at `now` asks Firestore. */
export function firestoreExportRequest({
  projectId,
  bucket,
  now,
}: {
  projectId: string;
  bucket: string | undefined;
  now: Date;
}): FirestoreExportRequest {
  const folder = `${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
  return {
    name: `projects/${projectId}/databases/(default)`,
    outputUriPrefix: `gs://${backupBucketName(bucket)}/firestore/${folder}`,
    collectionIds: [],
  };
}

/**
 * Starts the export and answers once Firestore took it (the operation runs on for minutes;
 * `gcloud firestore operations list` follows it): its operation's name and where it writes.
 */
export async function startFirestoreExport({
  admin,
  ...request
}: {
  admin: FirestoreAdmin;
  projectId: string;
  bucket: string | undefined;
  now: Date;
}): Promise<{ operation: string; outputUriPrefix: string }> {
  const exportRequest = firestoreExportRequest(request);
  const [operation] = await admin.exportDocuments(exportRequest);
  return { operation: operation.name ?? '', outputUriPrefix: exportRequest.outputUriPrefix };
}
