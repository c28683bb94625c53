import type { BannerVariant } from '../../contract/banner-image';
import type { BlobStore } from '../../ports/blob-store';
import {
  bannerVariantFolder,
  bannerVariantViews,
  type BannerVariantsByVersion,
} from './banner-variants';

/**
 * Event banners are versioned: every upload is stored at a path of its own
 * (`events/{id}/banners/{version}`, see blobPaths) that is never overwritten. The event points
 * at two of them: `imageSrc`, the latest upload (what the organiser and administrators see,
 * and what is reviewed), and `publishedImageSrc`, the version an administrator approved
 * (what buyers see). Each banner URL names its version (`?v=`), so a cache that keeps a URL
 * keeps the bytes that were served under it, and no URL ever serves a version nobody approved
 * to the public.
 *
 * Events whose banner was stored before versions have `imageSrc` at `events/{id}/banner` and
 * no `publishedImageSrc`; that file is never written again, and its URLs name the upload time.
 */
export type BannerPointers = {
  approved?: boolean;
  imageSrc?: string;
  imageUpdatedAt?: string;
  publishedImageSrc?: string;
  /** The AVIF and WebP sizes of the versions above (see banner-variants.ts). */
  bannerVariants?: BannerVariantsByVersion;
};

const versionedPath = /^events\/[^/]+\/banners\/([^/]+)$/;

/** The banner buyers may see: the approved version of an approved event, else none. */
export function publishedBannerOf(event: BannerPointers): string | undefined {
  if (event.approved !== true) return undefined;
  return event.publishedImageSrc ?? event.imageSrc;
}

/** What `?v=` names for the banner at `blobPath`. */
export function bannerVersionOf(blobPath: string, event: BannerPointers): string {
  return versionedPath.exec(blobPath)?.[1] ?? event.imageUpdatedAt ?? '';
}

/** Whether a request for `version` (`?v=`; undefined when none) asks for `blobPath`. */
export function bannerMatches(blobPath: string, version: string | undefined): boolean {
  const own = versionedPath.exec(blobPath)?.[1];
  // A banner from before versions is one file that is never rewritten: any `v` is it.
  return version === undefined || own === undefined || own === version;
}

export function bannerUrl(eventId: string, blobPath: string, event: BannerPointers): string {
  return `/api/events/${eventId}/banner?v=${encodeURIComponent(bannerVersionOf(blobPath, event))}`;
}

/** The URL of the banner buyers may see (see publishedBannerOf). */
export function publishedBannerUrl(eventId: string, event: BannerPointers): string | undefined {
  const published = publishedBannerOf(event);
  return published === undefined ? undefined : bannerUrl(eventId, published, event);
}

/** The sizes of the banner buyers may see, with their URLs (none before variants were made). */
export function publishedBannerVariants(eventId: string, event: BannerPointers): BannerVariant[] {
  const published = publishedBannerOf(event);
  if (published === undefined) return [];
  return bannerVariantViews(bannerUrl(eventId, published, event), published, event.bannerVariants);
}

/**
 * Deletes banner versions nothing points at any more, with their variants. Best effort: the change they belonged
 * to is committed, so a failure here is reported in the log, not to the caller.
 */
export async function deleteBannerVersions(
  blobs: BlobStore,
  versions: Array<string | undefined>,
): Promise<void> {
  await Promise.all(
    versions
      .filter((blobPath): blobPath is string => blobPath !== undefined)
      .map(async (blobPath) => {
        try {
          await Promise.all([
            blobs.delete(blobPath),
            blobs.deleteFolder(bannerVariantFolder(blobPath)),
          ]);
        } catch (error) {
          console.warn(`Could not delete the unused blob ${blobPath}`, error);
        }
      }),
  );
}
