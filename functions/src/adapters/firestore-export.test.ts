import { describe, expect, it } from 'vitest';
import {
  backupBucketName,
  firestoreExportRequest,
  startFirestoreExport,
  type FirestoreExportRequest,
} from './firestore-export';

const now = new Date('2026-11-29T02:00:07.123Z');

describe('the managed Firestore export', () => {
  it('exports every collection of the default database into a dated folder of the bucket', () => {
    expect(
      firestoreExportRequest({ projectId: 'paradise-prod', bucket: 'paradise-backups', now }),
    ).toEqual({
      name: 'projects/paradise-prod/databases/(default)',
      outputUriPrefix: 'gs://paradise-backups/firestore/2026-11-29T02-00-07Z',
      collectionIds: [],
    });
  });

  it('takes the bucket with or without gs:// and a trailing slash', () => {
    expect(backupBucketName('gs://paradise-backups/')).toBe('paradise-backups');
    expect(backupBucketName(' paradise.backups_eu ')).toBe('paradise.backups_eu');
  });

  it('refuses a missing or malformed bucket, naming the setting', () => {
    expect(() => backupBucketName(undefined)).toThrow('BACKUP_BUCKET is not set');
    expect(() => backupBucketName('gs://')).toThrow('BACKUP_BUCKET is not set');
    expect(() => backupBucketName('Paradise Backups')).toThrow(
      'BACKUP_BUCKET "Paradise Backups" is not a Cloud Storage bucket name',
    );
  });

  it("starts it through the admin client and answers with the operation's name", async () => {
    const asked: FirestoreExportRequest[] = [];
    const admin = {
      exportDocuments: async (request: FirestoreExportRequest) => {
        asked.push(request);
        return [{ name: 'projects/paradise-prod/databases/(default)/operations/op-1' }] as const;
      },
    };
    const started = await startFirestoreExport({
      admin,
      projectId: 'paradise-prod',
      bucket: 'gs://paradise-backups',
      now,
    });
    expect(started).toEqual({
      operation: 'projects/paradise-prod/databases/(default)/operations/op-1',
      outputUriPrefix: 'gs://paradise-backups/firestore/2026-11-29T02-00-07Z',
    });
    expect(asked).toEqual([
      firestoreExportRequest({ projectId: 'paradise-prod', bucket: 'paradise-backups', now }),
    ]);
  });

  it('asks nothing when the bucket is not set', async () => {
    const asked: unknown[] = [];
    const admin = {
      exportDocuments: async (request: FirestoreExportRequest) => {
        asked.push(request);
        return [{ name: 'never' }] as const;
      },
    };
    await expect(
      startFirestoreExport({ admin, projectId: 'paradise-prod', bucket: undefined, now }),
    ).rejects.toThrow('BACKUP_BUCKET is not set');
    expect(asked).toEqual([]);
  });
});
