import type { Viewer } from '../../domain/approval';
import { mayDo } from '../organisations/event-access';
import type { StoredBlob } from '../../ports/blob-store';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { BannerFormat } from '../../contract/banner-image';
import { bannerMatches, publishedBannerOf } from './banner-versions';
import { findBannerVariant } from './banner-variants';
import type { EventRecord } from './event-records';
import type { UseCaseOptions } from '../common/use-case-options';

/**
 * The banner version `version` (a banner URL's `?v=`; without one, the latest the viewer may
 * see) of an event. Everybody may read the approved version of an approved event, and only
 * that, so it alone is `isPublic` (caches may share it); the owner and administrators may
 * read the latest upload too, under its own version, while it awaits review. With `size`, the
 * version's AVIF or WebP at that width (banner-variants.ts), under the same rules.
 */
export async function getEventBanner({
  services: { docs, blobs },
  eventId,
  viewer,
  version,
  size,
}: UseCaseOptions<
  'docs' | 'blobs',
  {
    eventId: string;
    viewer: Viewer;
    version?: string | undefined;
    size?: { width: number; format: BannerFormat } | undefined;
  }
>): Promise<{ blob: StoredBlob; isPublic: boolean }> {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event) throw notFound('Banner');
  const published = publishedBannerOf(event);
  const visible = (await mayDo(docs, { ...event, id: eventId }, viewer, 'event.view'))
    ? [event.imageSrc, event.publishedImageSrc ?? published]
    : [published];
  const blobPath = visible.find(
    (candidate): candidate is string =>
      candidate !== undefined && bannerMatches(candidate, version),
  );
  if (!blobPath) throw notFound('Banner');
  const variant = size
    ? findBannerVariant(event.bannerVariants, blobPath, size.width, size.format)
    : undefined;
  if (size && !variant) throw notFound('Banner');
  const blob = await blobs.get(variant?.path ?? blobPath);
  if (!blob) throw notFound('Banner');
  return { blob, isPublic: blobPath === published };
}
