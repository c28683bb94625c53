import { deleteField, type DocWrite } from '../../ports/doc-store';
import { blobPaths, paths } from '../../paths';
import { notFound } from '../common/app-error';
import { bannerUrl, deleteBannerVersions, publishedBannerOf } from './banner-versions';
import {
  bannerVariantKey,
  makeBannerVariants,
  variantsOfVersions,
  type StoredBannerVariant,
} from './banner-variants';
import type { EventRecord } from './event-records';
import { normaliseImage } from '../common/normalise-image';
import { newStatusChange } from './status-change';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRequest } from './organised-event';
import { authoriseEvent } from '../organisations/event-access';

/**
 * Stores an event's banner (600 × 300 in the editor; kept up to 1800 × 900), and its AVIF and
 * WebP sizes (banner-variants.ts), whose files go with the version's. A new banner
 * is something buyers see, so an approved event goes back to review.
 *
 * Each upload is a new version at a path of its own (see banner-versions.ts): the live
 * banner is never touched. The transaction points the event at the new version and sends
 * it back to review in one step; the version buyers see stays the approved one until an
 * administrator approves again. A transaction that fails deletes the version it wrote, and
 * the version the new one replaces is deleted unless it is the approved one.
 */
export async function uploadEventBanner({
  services: { docs, blobs, clock },
  eventId,
  viewer,
  bytes,
}: UseCaseOptions<'docs' | 'blobs' | 'clock', EventRequest & { bytes: Buffer }>): Promise<{
  url: string;
}> {
  const eventPath = paths.event(eventId);
  // Checked before the image work, so nobody stores a banner on someone else's event; the
  // transaction below reads again because the event may change while the image is encoded.
  const before = (await docs.get<EventRecord>(eventPath)).data;
  if (!before) throw notFound('Event');
  await authoriseEvent(docs, { ...before, id: eventId }, viewer, 'event.edit');
  const image = await normaliseImage(bytes, { maxWidth: 1800, maxHeight: 900 });
  const bannerPath = blobPaths.eventBanner(eventId, docs.newId());
  await blobs.put(bannerPath, image.bytes, image.contentType);
  let variants: StoredBannerVariant[];
  try {
    variants = await makeBannerVariants(blobs, bannerPath, image.bytes);
  } catch (error) {
    await deleteBannerVersions(blobs, [bannerPath]);
    throw error;
  }

  const now = clock.now().toISOString();
  let replaced: string | undefined;
  try {
    replaced = await docs.runTransaction(async (tx) => {
      const event = (await tx.get<EventRecord>(eventPath)).data;
      if (!event) throw notFound('Event');
      const actor = await authoriseEvent(tx, { ...event, id: eventId }, viewer, 'event.edit');
      const write: DocWrite = { imageSrc: bannerPath, imageUpdatedAt: now, updatedAt: now };
      const published = publishedBannerOf(event) ?? event.publishedImageSrc;
      // Kept for the next approval to replace (an event stored before versions names it here).
      if (published !== undefined) write.publishedImageSrc = published;
      write.bannerVariants = {
        ...variantsOfVersions(event.bannerVariants, [published]),
        [bannerVariantKey(bannerPath)]: variants,
      };
      if (event.approved === true) {
        write.approved = deleteField;
        write.status = 'pending';
        // Off What's on until an administrator approves the new banner.
        write.listing = deleteField;
        Object.assign(write, newStatusChange(docs, actor.uid, now));
      }
      tx.update(eventPath, write);
      return event.imageSrc !== published ? event.imageSrc : undefined;
    });
  } catch (error) {
    await deleteBannerVersions(blobs, [bannerPath]);
    throw error;
  }
  await deleteBannerVersions(blobs, [replaced]);
  return { url: bannerUrl(eventId, bannerPath, { imageUpdatedAt: now }) };
}
