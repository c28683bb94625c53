import { Box, Image, type ImageProps } from '@mantine/core';
import { bannerImageProps, type BannerVariant } from '@contract/banner-image';
import { resolveApiUrl } from '@/lib/api-url';

type BannerPictureProps = Omit<ImageProps, 'src'> & {
  imageUrl: string;
  /** The banner's AVIF and WebP sizes; none for a banner stored before they were made. */
  variants: readonly BannerVariant[] | undefined;
  /** How wide the page draws it (a `sizes` attribute), so the browser picks the right size. */
  sizes: string;
  alt: string;
  /** The page's largest paint: fetched first, never lazily. */
  priority?: boolean;
};

/**
 * An event's banner as a `<picture>`: AVIF, else WebP, in the size the screen needs, else the
 * original upload. Its width and height keep its room before it loads (no layout shift).
 */
export function BannerPicture({
  imageUrl,
  variants,
  sizes,
  alt,
  priority = false,
  ...imageProps
}: BannerPictureProps) {
  const picture = bannerImageProps(imageUrl, variants, sizes, resolveApiUrl);
  return (
    <Box component="picture" display="block">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <Image
        {...imageProps}
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </Box>
  );
}
