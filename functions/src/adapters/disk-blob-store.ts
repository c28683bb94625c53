import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../ports/blob-store';

type BlobMeta = { contentType: string; published?: boolean };

/**
 * Blobs as files under `root`, with a `.meta.json` beside each for its content type.
 * Writes go to a temporary file first and are renamed into place, so a reader never
 * sees half an image.
 */
export function createDiskBlobStore(root: string): BlobStore {
  const fileFor = (blobPath: string) => {
    const resolved = path.resolve(root, blobPath);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) {
      throw new Error(`Blob path escapes the store: ${blobPath}`);
    }
    return resolved;
  };

  return {
    async put(blobPath, bytes, contentType) {
      const file = fileFor(blobPath);
      await mkdir(path.dirname(file), { recursive: true });
      const meta: BlobMeta = { contentType };
      const suffix = `.${process.pid}.${Date.now()}.tmp`;
      await writeFile(file + suffix, bytes);
      await writeFile(file + '.meta.json' + suffix, JSON.stringify(meta));
      await rename(file + suffix, file);
      await rename(file + '.meta.json' + suffix, file + '.meta.json');
    },
    async get(blobPath) {
      const file = fileFor(blobPath);
      try {
        const [bytes, metaText, info] = await Promise.all([
          readFile(file),
          readFile(file + '.meta.json', 'utf8'),
          stat(file),
        ]);
        const meta = JSON.parse(metaText) as BlobMeta;
        return { bytes, contentType: meta.contentType, updatedAt: info.mtime.toISOString() };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async setPublished(blobPath, published) {
      const metaFile = fileFor(blobPath) + '.meta.json';
      try {
        const meta = JSON.parse(await readFile(metaFile, 'utf8')) as BlobMeta;
        await writeFile(metaFile, JSON.stringify({ ...meta, published }));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    async delete(blobPath) {
      const file = fileFor(blobPath);
      await rm(file, { force: true });
      await rm(file + '.meta.json', { force: true });
    },
  };
}
