import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../ports/blob-store';

type BlobMeta = { contentType: string; published?: boolean };

/**
 * Replaces `file` in one step: the bytes go to a temporary file of their own (unique, so two
 * writers never share one) that is then renamed over it, so a reader sees the old file or
 * the new one, never half of either.
 */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Blobs as files under `root`, with a `.meta.json` beside each for its content type. Every
 * write, of a blob or of its metadata, is atomic (see writeAtomically).
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
      await writeAtomically(file, bytes);
      await writeAtomically(file + '.meta.json', JSON.stringify(meta));
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
        await writeAtomically(metaFile, JSON.stringify({ ...meta, published }));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    async delete(blobPath) {
      const file = fileFor(blobPath);
      await rm(file, { force: true });
      await rm(file + '.meta.json', { force: true });
    },
    async deleteFolder(folder) {
      await rm(fileFor(folder), { recursive: true, force: true });
    },
  };
}
