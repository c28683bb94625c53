import { describe, expect, it } from 'vitest';
import { eventPageBannerSizes, type BannerVariant } from '../contract/banner-image';
import { bannerPreloadTag } from './banner-preload';

const original = 'https://tickets.example/api/events/e1/banner?v=a';
const size = (format: BannerVariant['format'], width: number): BannerVariant => ({
  format,
  width,
  height: width / 2,
  url: `${original}&w=${width}&f=${format}`,
});

describe('bannerPreloadTag', () => {
  it('preloads the AVIF sizes the picture picks from, at the page’s sizes', () => {
    const tag = bannerPreloadTag(original, [
      size('webp', 400),
      size('avif', 800),
      size('avif', 400),
    ]);
    expect(tag).toBe(
      '<link rel="preload" as="image" type="image/avif" ' +
        `imagesrcset="${original.replaceAll('&', '&amp;')}&amp;w=400&amp;f=avif 400w, ` +
        `${original.replaceAll('&', '&amp;')}&amp;w=800&amp;f=avif 800w" ` +
        `imagesizes="${eventPageBannerSizes}" />`,
    );
  });

  it('preloads the original of a banner without sizes', () => {
    expect(bannerPreloadTag(original)).toBe(`<link rel="preload" as="image" href="${original}" />`);
  });
});
