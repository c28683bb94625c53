/**
 * Banner sizes on both DocStores (and the disk BlobStore): each upload is stored as AVIF and
 * WebP in the widths pages draw it, the public view names the approved version's sizes only,
 * a size is served under the same rules as its banner, and no size outlives its version.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicEvent } from '../../contract/public';
import { paths } from '../../paths';
import type { BlobStore } from '../../ports/blob-store';
import type { DocStore } from '../../ports/doc-store';
import {
  approveBannerEvent,
  bannerClock as clock,
  bannerJpeg as jpeg,
  bannerOwner as owner,
  storeBannerEvent,
} from '../../test-support/banner-fixtures';
import { testPlatformFee } from '../../test-support/checkout-fixtures';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { backfillBannerVariants } from './banner-variants-backfill';
import { deleteEvent } from './delete-event';
import type { EventRecord } from './event-records';
import { getEventBanner } from './get-event-banner';
import { getEvent } from './get-event';
import { uploadEventBanner } from './upload-event-banner';

const harnesses = docStoreHarnesses('demo-banner-variants-contract');

/** Every size file under `root`, as `{version}/{width}.{format}`. */
function variantFiles(root: string): string[] {
  const folder = path.join(root, 'events', 'e1', 'banner-variants');
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

describe.each(harnesses)('banner sizes on $name', ({ open }) => {
  let docs: DocStore;
  let blobs: BlobStore;
  let blobRoot: string;

  const upload = async (width: number, red?: number) =>
    uploadEventBanner({
      services: { docs, blobs, clock },
      eventId: 'e1',
      viewer: owner,
      bytes: await jpeg(width, red),
    });
  const approve = () => approveBannerEvent(docs, blobs);
  const publicView = async (): Promise<PublicEvent> => {
    const view = await getEvent({
      services: { docs, platformFee: testPlatformFee },
      eventId: 'e1',
      viewer: undefined,
    });
    if ('uid' in view) throw new Error('A stranger was shown the organiser view');
    return view;
  };
  /** Reads a size by its URL, as the banner route parses it. */
  const readSize = (url: string, viewer?: typeof owner) => {
    const query = new URL(url, 'http://x').searchParams;
    return getEventBanner({
      services: { docs, blobs },
      eventId: 'e1',
      viewer,
      version: query.get('v') ?? undefined,
      size: { width: Number(query.get('w')), format: query.get('f') as 'avif' | 'webp' },
    });
  };
  const event = async () => (await docs.get<EventRecord>(paths.event('e1'))).data!;
  const versionOf = (blobPath: string | undefined) => blobPath?.split('/').at(-1);
  /** An approved banner stored before sizes were made: the original alone. */
  const storeUnsizedBanner = async (width: number) => {
    await blobs.put('events/e1/banner', await jpeg(width), 'image/jpeg');
    await docs.update(paths.event('e1'), {
      imageSrc: 'events/e1/banner',
      imageUpdatedAt: '2026-01-01T00:00:00.000Z',
      approved: true,
      status: 'approved',
    });
  };

  beforeEach(async () => {
    docs = await open();
    ({ blobs, blobRoot } = await storeBannerEvent(docs, 'banner-sizes-'));
  });

  afterEach(() => rmSync(blobRoot, { recursive: true, force: true }));

  it('stores each width up to the original as AVIF and WebP, and the public view names them once approved', async () => {
    await upload(1000);
    const version = versionOf((await event()).imageSrc);
    expect(variantFiles(blobRoot)).toEqual(
      ['1000.avif', '1000.webp', '400.avif', '400.webp', '800.avif', '800.webp'].map(
        (file) => `${version}/${file}`,
      ),
    );
    // Awaiting review: its sizes are the owner's alone.
    const pendingSize = `/api/events/e1/banner?v=${version}&w=400&f=avif`;
    expect((await readSize(pendingSize, owner)).isPublic).toBe(false);
    await expect(readSize(pendingSize)).rejects.toThrow();

    await approve();
    const view = await publicView();
    expect(view.imageVariants?.map(({ format, width, height }) => [format, width, height])).toEqual(
      [
        ['avif', 400, 200],
        ['webp', 400, 200],
        ['avif', 800, 400],
        ['webp', 800, 400],
        ['avif', 1000, 500],
        ['webp', 1000, 500],
      ],
    );
    for (const variant of view.imageVariants ?? []) {
      expect(variant.url).toContain(`${view.imageUrl}&w=${variant.width}&f=${variant.format}`);
      const { blob, isPublic } = await readSize(variant.url);
      expect(isPublic).toBe(true);
      expect(blob.contentType).toBe(`image/${variant.format}`);
      const meta = await sharp(blob.bytes).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([
        variant.format,
        variant.width,
        variant.height,
      ]);
    }
    await expect(readSize(`${view.imageUrl}&w=600&f=webp`)).rejects.toThrow();
  });

  it('keeps the sizes of the approved version and of the latest upload only, and serves the latest to its owner alone', async () => {
    await upload(60, 10);
    await approve();
    const approvedView = await publicView();
    await upload(60, 40);
    await upload(60, 90);
    const stored = await event();
    const kept = [versionOf(stored.imageSrc), versionOf(stored.publishedImageSrc)];
    expect(Object.keys(stored.bannerVariants ?? {}).sort()).toEqual([...kept].sort());
    expect(variantFiles(blobRoot).map((file) => file.split('/')[0])).toEqual(
      [kept[0], kept[0], kept[1], kept[1]].sort(),
    );
    // Awaiting review: the approved sizes are no longer public, the new ones only the owner's.
    const approvedSize = approvedView.imageVariants![0]!.url;
    await expect(readSize(approvedSize)).rejects.toThrow();
    expect((await readSize(approvedSize, owner)).isPublic).toBe(false);

    await approve();
    const after = await event();
    expect(Object.keys(after.bannerVariants ?? {})).toEqual([versionOf(after.imageSrc)]);
    expect(variantFiles(blobRoot)).toEqual(
      [`${versionOf(after.imageSrc)}/60.avif`, `${versionOf(after.imageSrc)}/60.webp`].sort(),
    );
    const newSize = (await publicView()).imageVariants![0]!.url;
    expect((await readSize(newSize)).isPublic).toBe(true);
    await expect(readSize(approvedSize)).rejects.toThrow();
  });

  it('deletes the sizes of an upload whose transaction failed, and all of them with the event', async () => {
    await upload(60);
    await approve();
    const before = variantFiles(blobRoot);
    const failing = new Proxy(docs, {
      get(target, property) {
        if (property === 'runTransaction') return () => Promise.reject(new Error('contention'));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    await expect(
      uploadEventBanner({
        services: { docs: failing, blobs, clock },
        eventId: 'e1',
        viewer: owner,
        bytes: await jpeg(60, 40),
      }),
    ).rejects.toThrow('contention');
    expect(variantFiles(blobRoot)).toEqual(before);

    await deleteEvent({ services: { docs, blobs, clock }, eventId: 'e1', viewer: owner });
    expect(variantFiles(blobRoot)).toEqual([]);
  });

  it('shows a banner stored before sizes were made as the original alone', async () => {
    await storeUnsizedBanner(60);
    const view = await publicView();
    expect(view.imageUrl).toBe('/api/events/e1/banner?v=2026-01-01T00%3A00%3A00.000Z');
    expect(view.imageVariants).toBeUndefined();
    await expect(readSize(`${view.imageUrl}&w=60&f=webp`)).rejects.toThrow();
  });

  it('gives sizes to banners stored before them with the one-off, once', async () => {
    await storeUnsizedBanner(500);
    // A version whose file is gone is left as it is.
    await docs.set(paths.event('e2'), { ...(await event()), imageSrc: 'events/e2/banner' });

    expect(await backfillBannerVariants({ docs, blobs })).toBe(1);
    const view = await publicView();
    expect(view.imageVariants?.map((variant) => `${variant.width}.${variant.format}`)).toEqual([
      '400.avif',
      '400.webp',
      '500.avif',
      '500.webp',
    ]);
    expect((await readSize(view.imageVariants![3]!.url)).blob.contentType).toBe('image/webp');
    expect(await backfillBannerVariants({ docs, blobs })).toBe(0);
  });
});
