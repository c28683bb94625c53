import type { Bucket } from '@google-cloud/storage';
import type { BlobStore } from '../ports/blob-store';

/** Blobs in a Cloud Storage bucket (firebase-admin's `getStorage().bucket()`). */
export function createCloudStorageBlobStore(bucket: Bucket): BlobStore {
  return {
    async put(blobPath, bytes, contentType) {
      await bucket.file(blobPath).save(bytes, { contentType, resumable: false });
    },
    async get(blobPath) {
      const file = bucket.file(blobPath);
      try {
        const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
        return {
          bytes,
          contentType: metadata.contentType ?? 'application/octet-stream',
          updatedAt: metadata.updated ?? new Date(0).toISOString(),
        };
      } catch (error) {
        if ((error as { code?: number }).code === 404) return undefined;
        throw error;
      }
    },
    async setPublished(blobPath, published) {
      try {
        await bucket.file(blobPath).setMetadata({ metadata: { published: String(published) } });
      } catch (error) {
        if ((error as { code?: number }).code !== 404) throw error;
      }
    },
    async delete(blobPath) {
      await bucket.file(blobPath).delete({ ignoreNotFound: true });
    },
    async deleteFolder(folder) {
      await bucket.deleteFiles({ prefix: `${folder.replace(/\/$/, '')}/` });
    },
  };
}
