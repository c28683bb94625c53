import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from './disk-blob-store';

const bannerPath = 'events/e1/banner';
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'disk-blob-store-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Reads `blobPath` over and over until `writing` settles; answers the errors seen. */
async function readWhile(
  store: ReturnType<typeof createDiskBlobStore>,
  blobPath: string,
  writing: Promise<unknown>,
  readers = 8,
): Promise<unknown[]> {
  let done = false;
  void writing.finally(() => (done = true));
  const errors: unknown[] = [];
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (!done) {
        try {
          const blob = await store.get(blobPath);
          if (!blob) errors.push(new Error('the blob went missing'));
        } catch (error) {
          errors.push(error);
        }
      }
    }),
  );
  await writing;
  return errors;
}

describe('disk blob store', () => {
  it('never shows a reader half of the metadata while an admin publishes the banner', async () => {
    const store = createDiskBlobStore(root);
    await store.put(bannerPath, Buffer.alloc(2048, 1), 'image/jpeg');
    const publishing = (async () => {
      for (let round = 0; round < 300; round++)
        await store.setPublished(bannerPath, round % 2 === 0);
    })();
    expect(await readWhile(store, bannerPath, publishing)).toEqual([]);
  });

  it('never shows a reader half of a blob while it is replaced', async () => {
    const store = createDiskBlobStore(root);
    await store.put(bannerPath, Buffer.alloc(256 * 1024, 1), 'image/jpeg');
    const replacing = (async () => {
      for (let round = 0; round < 40; round++) {
        await store.put(bannerPath, Buffer.alloc(256 * 1024, round % 2 ? 1 : 2), 'image/png');
      }
    })();
    const sizes = new Set<number>();
    const sizeReader = (async () => {
      for (let read = 0; read < 200; read++) {
        const blob = await store.get(bannerPath);
        if (blob) sizes.add(blob.bytes.length);
      }
    })();
    expect(await readWhile(store, bannerPath, replacing)).toEqual([]);
    await sizeReader;
    expect([...sizes]).toEqual([256 * 1024]);
  });

  it('lets writers of the same blob at the same moment all succeed, leaving no temporary files', async () => {
    const store = createDiskBlobStore(root);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store.put(bannerPath, Buffer.from(`version ${index}`), 'image/jpeg'),
      ),
    );
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => store.setPublished(bannerPath, index % 2 === 0)),
    );
    expect((await store.get(bannerPath))?.bytes.toString()).toMatch(/^version \d+$/);
    expect((await readdir(path.join(root, 'events/e1'))).sort()).toEqual([
      'banner',
      'banner.meta.json',
    ]);
  });
});
