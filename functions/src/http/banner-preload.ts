import {
  bannerImageProps,
  eventPageBannerSizes,
  type BannerVariant,
} from '../contract/banner-image';
import { escapeHtml } from '../domain/escape-html';

/**
 * The `<link rel="preload">` of the event page's banner: the file its `<picture>` will pick
 * (the AVIF sizes, with the page's `sizes`, so the browser preloads the size it then draws),
 * not the original, which the page no longer shows. A browser without AVIF skips a preload of
 * that type (and fetches its WebP with the page). A banner without sizes preloads its original.
 */
export function bannerPreloadTag(imageUrl: string, variants?: readonly BannerVariant[]): string {
  const best = bannerImageProps(imageUrl, variants, eventPageBannerSizes).sources[0];
  if (!best) return `<link rel="preload" as="image" href="${escapeHtml(imageUrl)}" />`;
  return (
    `<link rel="preload" as="image" type="${best.type}" ` +
    `imagesrcset="${escapeHtml(best.srcSet)}" imagesizes="${escapeHtml(best.sizes)}" />`
  );
}
