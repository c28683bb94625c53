import sharp, { type Sharp } from 'sharp';
import type { BannerFormat, BannerVariant } from '../../contract/banner-image';
import type { BlobStore } from '../../ports/blob-store';

/**
 * Each banner version is also stored in the sizes pages draw it, as AVIF and WebP, made once
 * when it is uploaded (so approval, which only moves a pointer, has nothing to encode). They
 * live under `events/{id}/banner-variants/{version}/`, inside the event's folder, so deleting
 * the event deletes them; deleting a version deletes its folder (deleteBannerVersions).
 * The event records them per version (`bannerVariants`), and keeps only the entries of the
 * versions it points at.
 */

/** Widths the public page asks for: a phone at 1x to 3x, and the desktop page at 1x and 2x. */
export const bannerVariantWidths = [400, 800, 1200, 1800] as const;

const encoders: Record<BannerFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: about as small as the default at a fraction of its time on a small machine.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
};
const contentTypes: Record<BannerFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** One variant as the event records it: where the file is, not its URL. */
export type StoredBannerVariant = Omit<BannerVariant, 'url'> & { path: string };

/** `bannerVariants`: the variants of each banner version the event points at, by version key. */
export type BannerVariantsByVersion = Record<string, StoredBannerVariant[]>;

const bannerPath = /^(events\/[^/]+)\/(?:banners\/)?([^/]+)$/;

/** The key of a banner version in `bannerVariants`: the last part of its path. */
export function bannerVariantKey(blobPath: string): string {
  return bannerPath.exec(blobPath)?.[2] ?? blobPath;
}

/** The folder of the variants of the banner at `blobPath`. */
export function bannerVariantFolder(blobPath: string): string {
  const match = bannerPath.exec(blobPath);
  if (!match) throw new Error(`Not a banner path: ${blobPath}`);
  return `${match[1]}/banner-variants/${match[2]}`;
}

/** The widths made of a banner `width` pixels wide: never wider than the original. */
export function variantWidthsFor(width: number): number[] {
  return [...new Set(bannerVariantWidths.map((wanted) => Math.min(wanted, width)))];
}

/**
 * Encodes and stores the variants of the banner at `blobPath` (its `bytes`, already
 * normalised). A failure deletes what it stored, then throws.
 */
export async function makeBannerVariants(
  blobs: BlobStore,
  blobPath: string,
  bytes: Buffer,
): Promise<StoredBannerVariant[]> {
  const folder = bannerVariantFolder(blobPath);
  try {
    const { width } = await sharp(bytes).metadata();
    if (!width) throw new Error(`The banner at ${blobPath} has no size`);
    const made: StoredBannerVariant[] = [];
    // One width at a time (both formats at once): libvips already uses every core per image.
    for (const wanted of variantWidthsFor(width)) {
      const encoded = await Promise.all(
        (Object.keys(encoders) as BannerFormat[]).map(async (format) => {
          const { data, info } = await encoders[format](
            sharp(bytes).resize({ width: wanted }),
          ).toBuffer({ resolveWithObject: true });
          const path = `${folder}/${wanted}.${format}`;
          await blobs.put(path, data, contentTypes[format]);
          return { format, width: info.width, height: info.height, path };
        }),
      );
      made.push(...encoded);
    }
    return made;
  } catch (error) {
    await blobs.deleteFolder(folder).catch(() => undefined);
    throw error;
  }
}

/** `variants` with only the entries of the versions at `kept` (the ones the event points at). */
export function variantsOfVersions(
  variants: BannerVariantsByVersion | undefined,
  kept: Array<string | undefined>,
): BannerVariantsByVersion {
  const result: BannerVariantsByVersion = {};
  for (const blobPath of kept) {
    if (blobPath === undefined) continue;
    const own = variants?.[bannerVariantKey(blobPath)];
    if (own) result[bannerVariantKey(blobPath)] = own;
  }
  return result;
}

/**
 * The variants of the banner at `blobPath`, whose own URL is `bannerUrl`, with their URLs
 * (none for a banner stored before variants).
 */
export function bannerVariantViews(
  bannerUrl: string,
  blobPath: string,
  variants: BannerVariantsByVersion | undefined,
): BannerVariant[] {
  return (variants?.[bannerVariantKey(blobPath)] ?? []).map(({ format, width, height }) => ({
    format,
    width,
    height,
    url: `${bannerUrl}&w=${width}&f=${format}`,
  }));
}

/** The stored variant of the banner at `blobPath` in `format` at `width`, if there is one. */
export function findBannerVariant(
  variants: BannerVariantsByVersion | undefined,
  blobPath: string,
  width: number,
  format: BannerFormat,
): StoredBannerVariant | undefined {
  return variants?.[bannerVariantKey(blobPath)]?.find(
    (variant) => variant.width === width && variant.format === format,
  );
}
