import { bannerImageProps, eventPageBannerSizes } from '../contract/banner-image';
import type { PublicEvent } from '../contract/public';
import { escapeHtml } from '../domain/escape-html';

/** The box of a banner stored before its sizes were made: the editor's 2:1. */
const unknownSize = { width: 1200, height: 600 };

/**
 * A server-rendered page's banner: a `<picture>` of its AVIF and WebP sizes (the browser
 * takes the first format it knows, in the size `sizes` says it is drawn at), the original as
 * the `<img>`'s own source, with width and height so its box is kept before it arrives, and
 * fetched first (the page's largest paint). Empty for an event without a banner.
 */
export function bannerPictureHtml(
  event: Pick<PublicEvent, 'name' | 'imageUrl' | 'imageVariants'>,
  className: string,
  sizes: string = eventPageBannerSizes,
): string {
  if (!event.imageUrl) return '';
  const picture = bannerImageProps(event.imageUrl, event.imageVariants, sizes);
  const { width, height } = picture.width && picture.height ? picture : unknownSize;
  const sources = picture.sources.map(
    (source) =>
      `<source type="${source.type}" srcset="${escapeHtml(source.srcSet)}" sizes="${escapeHtml(source.sizes)}" />`,
  );
  const image =
    `<img class="${escapeHtml(className)}" src="${escapeHtml(picture.src)}" ` +
    `alt="${escapeHtml(event.name)}" width="${width}" height="${height}" ` +
    'fetchpriority="high" decoding="async" />';
  return `<picture>${sources.join('')}${image}</picture>`;
}
