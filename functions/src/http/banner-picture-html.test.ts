import { describe, expect, it } from 'vitest';
import type { BannerVariant } from '../contract/banner-image';
import { bannerPictureHtml } from './banner-picture-html';

const imageUrl = '/api/events/e1/banner?v=a';
const size = (format: BannerVariant['format'], width: number): BannerVariant => ({
  format,
  width,
  height: width / 2,
  url: `${imageUrl}&w=${width}&f=${format}`,
});

describe('bannerPictureHtml', () => {
  it('offers the AVIF, then the WebP sizes, the original as the fallback, in a kept box', () => {
    const html = bannerPictureHtml(
      { name: 'Gig <live>', imageUrl, imageVariants: [size('webp', 400), size('avif', 400)] },
      'ep-banner',
      '100vw',
    );
    expect(html).toBe(
      '<picture>' +
        '<source type="image/avif" srcset="/api/events/e1/banner?v=a&amp;w=400&amp;f=avif 400w" sizes="100vw" />' +
        '<source type="image/webp" srcset="/api/events/e1/banner?v=a&amp;w=400&amp;f=webp 400w" sizes="100vw" />' +
        '<img class="ep-banner" src="/api/events/e1/banner?v=a" alt="Gig &lt;live&gt;" width="400" height="200" fetchpriority="high" decoding="async" />' +
        '</picture>',
    );
  });

  it('shows a banner stored before its sizes as the original in the editor’s 2:1 box', () => {
    const html = bannerPictureHtml({ name: 'Gig', imageUrl }, 'ep-banner');
    expect(html).not.toContain('<source');
    expect(html).toContain('width="1200" height="600"');
  });

  it('is empty for an event without a banner', () => {
    expect(bannerPictureHtml({ name: 'Gig' }, 'ep-banner')).toBe('');
  });
});
