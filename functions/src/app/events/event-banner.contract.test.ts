/**
 * Banner versions on both DocStores (and the disk BlobStore): a new banner never replaces
 * the approved one before an administrator approves it, whatever moment a reader asks at,
 * and no file outlives what points at it.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobPaths, paths } from '../../paths';
import type { BlobStore } from '../../ports/blob-store';
import type { DocStore } from '../../ports/doc-store';
import {
  approveBannerEvent,
  bannerClock as clock,
  bannerJpeg,
  bannerOwner as owner,
  storeBannerEvent,
} from '../../test-support/banner-fixtures';
import { testPlatformFee } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { deleteEvent } from './delete-event';
import type { EventRecord } from './event-records';
import { getEventBanner } from './get-event-banner';
import { getEvent } from './get-event';
import { uploadEventBanner } from './upload-event-banner';

const harnesses = docStoreHarnesses('demo-event-banner-contract');
/** A 60 × 30 banner, `red` telling one from another. */
const jpeg = (red: number) => bannerJpeg(60, red);

/** `docs`, with `beforeTransaction` awaited before each transaction starts. */
function withTransactionHook(docs: DocStore, beforeTransaction: () => Promise<void>): DocStore {
  return new Proxy(docs, {
    get(target, property) {
      if (property === 'runTransaction') {
        const run: DocStore['runTransaction'] = async (work) => {
          await beforeTransaction();
          return target.runTransaction(work);
        };
        return run;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** Every banner file under `root` (not their metadata, nor their sizes: see banner-variants). */
function storedFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
    .filter((entry) => !entry.parentPath.includes(`${path.sep}banner-variants${path.sep}`))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe.each(harnesses)('event banners on $name', ({ open }) => {
  let docs: DocStore;
  let blobs: BlobStore;
  let blobRoot: string;
  let approvedBytes: Buffer;
  let approvedUrl: string;

  const versionOf = (url: string) => new URL(url, 'http://x').searchParams.get('v') ?? undefined;
  const upload = (red: number, store: DocStore = docs) =>
    jpeg(red).then((bytes) =>
      uploadEventBanner({
        services: { docs: store, blobs, clock },
        eventId: 'e1',
        viewer: owner,
        bytes,
      }),
    );
  const approve = () => approveBannerEvent(docs, blobs);
  const read = (viewer: typeof owner | undefined, url?: string) =>
    getEventBanner({
      services: { docs, blobs },
      eventId: 'e1',
      viewer,
      version: url === undefined ? undefined : versionOf(url),
    });
  const publicRead = async (url?: string) => {
    try {
      return (await read(undefined, url)).blob.bytes;
    } catch {
      return 'not found';
    }
  };
  const event = async () => (await docs.get<EventRecord>(paths.event('e1'))).data!;

  beforeEach(async () => {
    docs = await open();
    ({ blobs, blobRoot } = await storeBannerEvent(docs, 'banners-'));
    approvedUrl = (await upload(200)).url;
    approvedBytes = (await read(owner)).blob.bytes;
    await approve();
    expect(await publicRead(approvedUrl)).toEqual(approvedBytes);
  });

  afterEach(() => rmSync(blobRoot, { recursive: true, force: true }));

  it('serves the approved banner until the new one is approved, then only the new one', async () => {
    // Readers during the upload, after the new file is stored and before the event changes.
    let duringUpload: Array<Buffer | string> = [];
    const hooked = withTransactionHook(docs, async () => {
      duringUpload = [await publicRead(approvedUrl), await publicRead()];
    });
    const { url: newUrl } = await upload(40, hooked);
    expect(duringUpload).toEqual([approvedBytes, approvedBytes]);
    expect(newUrl).not.toBe(approvedUrl);

    // Awaiting review: nothing is public; each URL keeps its own bytes for the owner.
    expect((await event()).approved).toBeUndefined();
    expect(await publicRead(approvedUrl)).toBe('not found');
    expect(await publicRead(newUrl)).toBe('not found');
    const newBytes = (await read(owner, newUrl)).blob.bytes;
    expect(newBytes).not.toEqual(approvedBytes);
    expect((await read(owner, approvedUrl)).blob.bytes).toEqual(approvedBytes);
    expect(await read(owner, newUrl)).toMatchObject({ isPublic: false });
    expect(storedFiles(blobRoot)).toHaveLength(2);

    await approve();
    expect(await publicRead(newUrl)).toEqual(newBytes);
    expect(await read(undefined, newUrl)).toMatchObject({ isPublic: true });
    expect(await publicRead()).toEqual(newBytes);
    // The replaced version is gone, and its URL never serves anything else.
    expect(await publicRead(approvedUrl)).toBe('not found');
    expect(storedFiles(blobRoot)).toEqual([(await event()).imageSrc]);
    const publicView = await getEvent({
      services: { docs, platformFee: testPlatformFee },
      eventId: 'e1',
      viewer: undefined,
    });
    expect(publicView.imageUrl).toBe(newUrl);
  });

  it('deletes the file of a banner whose transaction failed, and the live one is untouched', async () => {
    const before = storedFiles(blobRoot);
    const failing = withTransactionHook(docs, () => Promise.reject(new Error('contention')));
    await expect(upload(40, failing)).rejects.toThrow('contention');
    expect(storedFiles(blobRoot)).toEqual(before);
    expect(await publicRead(approvedUrl)).toEqual(approvedBytes);
    expect((await event()).approved).toBe(true);
  });

  it('keeps the approved version and the latest upload only', async () => {
    const first = await upload(40);
    const second = await upload(90);
    const stored = await event();
    expect(storedFiles(blobRoot).sort()).toEqual(
      [stored.imageSrc, stored.publishedImageSrc].sort(),
    );
    await expect(read(owner, first.url)).rejects.toThrow();
    expect((await read(owner, second.url)).blob.bytes).not.toEqual(approvedBytes);
    expect((await read(owner, approvedUrl)).blob.bytes).toEqual(approvedBytes);
  });

  it('deletes every version with the event, a stray one from an upload that died too', async () => {
    await upload(40);
    // An upload that stored its file and died before its transaction: nothing points at it.
    await blobs.put(blobPaths.eventBanner('e1', 'stray'), await jpeg(10), 'image/jpeg');
    expect(storedFiles(blobRoot)).toHaveLength(3);
    await deleteEvent({ services: { docs, blobs, clock }, eventId: 'e1', viewer: owner });
    expect(storedFiles(blobRoot)).toEqual([]);
    expect((await docs.get(paths.event('e1'))).data).toBeUndefined();
  });
});
