import { describe, expect, it } from 'vitest';
import { bannerImageProps, type BannerVariant } from './banner-image';

const variant = (format: BannerVariant['format'], width: number): BannerVariant => ({
  format,
  width,
  height: width / 2,
  url: `/api/events/e1/banner?v=a&w=${width}&f=${format}`,
});

describe('bannerImageProps', () => {
  it('offers AVIF before WebP, each size with its width, and the largest size as the box', () => {
    const props = bannerImageProps(
      '/api/events/e1/banner?v=a',
      [variant('webp', 800), variant('avif', 1600), variant('webp', 400), variant('avif', 400)],
      '100vw',
    );
    expect(props).toEqual({
      src: '/api/events/e1/banner?v=a',
      width: 1600,
      height: 800,
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/api/events/e1/banner?v=a&w=400&f=avif 400w, /api/events/e1/banner?v=a&w=1600&f=avif 1600w',
          sizes: '100vw',
        },
        {
          type: 'image/webp',
          srcSet:
            '/api/events/e1/banner?v=a&w=400&f=webp 400w, /api/events/e1/banner?v=a&w=800&f=webp 800w',
          sizes: '100vw',
        },
      ],
    });
  });

  it('resolves every URL the way the page asks', () => {
    const props = bannerImageProps(
      '/b',
      [variant('webp', 400)],
      '50vw',
      (url) => `https://x${url}`,
    );
    expect(props.src).toBe('https://x/b');
    expect(props.sources[0]?.srcSet).toBe('https://x/api/events/e1/banner?v=a&w=400&f=webp 400w');
  });

  it('falls back to the original alone, without sizes, for a banner stored before variants', () => {
    expect(bannerImageProps('/b', undefined, '100vw')).toEqual({ src: '/b', sources: [] });
    expect(bannerImageProps('/b', [], '100vw')).toEqual({ src: '/b', sources: [] });
  });

  it('leaves out a format with no sizes', () => {
    const props = bannerImageProps('/b', [variant('webp', 400)], '100vw');
    expect(props.sources.map((source) => source.type)).toEqual(['image/webp']);
  });
});
