/**
 * A banner as an `<img>` (inside a `<picture>`) takes it: the sizes made of it once when it
 * was stored (AVIF and WebP, see app/events/banner-variants.ts), each with its URL. Pure and
 * free of zod, so the public event page (and the server rendering it) can import it.
 */

export const bannerFormats = ['avif', 'webp'] as const;
export type BannerFormat = (typeof bannerFormats)[number];

/** One size of a banner in one format, as the public view carries it. */
export type BannerVariant = { format: BannerFormat; width: number; height: number; url: string };

/** A `<picture>`'s `<source>`: the MIME type and the sizes of one format. */
export type BannerSource = { type: `image/${BannerFormat}`; srcSet: string; sizes: string };

/** What the banner's `<picture>` and its `<img>` need. */
export type BannerImageProps = {
  /** The original upload: what a browser that takes neither format shows. */
  src: string;
  /** Set when the sizes are known, so the page keeps the banner's room before it loads. */
  width?: number;
  height?: number;
  /** Best first: AVIF, then WebP. Empty for a banner stored before variants were made. */
  sources: BannerSource[];
};

/**
 * The `<picture>` of a banner at `imageUrl` with `variants` (none for a banner from before
 * they were made: then the original alone, with no sizes). `sizes` says how wide the page
 * draws it (a `sizes` attribute); `resolve` turns the API's paths into the page's URLs.
 */
export function bannerImageProps(
  imageUrl: string,
  variants: readonly BannerVariant[] | undefined,
  sizes: string,
  resolve: (url: string) => string = (url) => url,
): BannerImageProps {
  const all = [...(variants ?? [])].sort((a, b) => a.width - b.width);
  const largest = all.at(-1);
  const sources = bannerFormats.flatMap((format): BannerSource[] => {
    const ofFormat = all.filter((variant) => variant.format === format);
    if (ofFormat.length === 0) return [];
    const srcSet = ofFormat
      .map((variant) => `${resolve(variant.url)} ${variant.width}w`)
      .join(', ');
    return [{ type: `image/${format}`, srcSet, sizes }];
  });
  return {
    src: resolve(imageUrl),
    ...(largest ? { width: largest.width, height: largest.height } : {}),
    sources,
  };
}

/** How wide the public event page draws its banner: its container (Mantine `lg`), less padding. */
export const eventPageBannerSizes = '(min-width: 1172px) 1140px, calc(100vw - 32px)';
