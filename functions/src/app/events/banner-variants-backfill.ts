import { collections } from '../../paths';
import type { BlobStore } from '../../ports/blob-store';
import type { DocStore, OrderClause } from '../../ports/doc-store';
import { fixAll } from '../accounts/derived-fields';
import {
  bannerVariantKey,
  makeBannerVariants,
  variantsOfVersions,
  type StoredBannerVariant,
} from './banner-variants';
import type { EventRecord } from './event-records';

const oldestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];

/** The banner versions an event points at that have no sizes recorded. */
function versionsWithoutSizes(event: EventRecord): string[] {
  const pointed = [...new Set([event.imageSrc, event.publishedImageSrc])];
  return pointed.filter(
    (blobPath): blobPath is string =>
      blobPath !== undefined && event.bannerVariants?.[bannerVariantKey(blobPath)] === undefined,
  );
}

/**
 * The one-off for banners stored before sizes were made (`npm run banner-sizes`): every
 * banner version an event points at without sizes gets them, a batch of events at a time.
 * Each batch's images are encoded first, then recorded in a transaction that reads the events
 * again and records only the sizes of versions they still point at (an upload meanwhile keeps
 * its own). Idempotent: a second run finds nothing to do. Until it has run, such a banner is
 * shown as its original (the public view has no `imageVariants`). Returns how many events it
 * gave sizes to.
 */
export async function backfillBannerVariants({
  docs,
  blobs,
}: {
  docs: DocStore;
  blobs: BlobStore;
}): Promise<number> {
  const made = new Map<string, StoredBannerVariant[]>();
  return fixAll<EventRecord>(
    docs,
    collections.events,
    oldestFirst,
    (event) => {
      const recordable = versionsWithoutSizes(event).filter((blobPath) => made.has(blobPath));
      if (recordable.length === 0) return undefined;
      const bannerVariants = variantsOfVersions(event.bannerVariants, [
        event.imageSrc,
        event.publishedImageSrc,
      ]);
      for (const blobPath of recordable) {
        bannerVariants[bannerVariantKey(blobPath)] = made.get(blobPath) ?? [];
      }
      return { bannerVariants };
    },
    async (batch) => {
      for (const doc of batch) {
        for (const blobPath of versionsWithoutSizes(doc.data)) {
          const blob = await blobs.get(blobPath);
          // A pointer to a file that is gone has nothing to make sizes of; its page shows none.
          if (!blob) continue;
          made.set(blobPath, await makeBannerVariants(blobs, blobPath, blob.bytes));
        }
      }
    },
  );
}
