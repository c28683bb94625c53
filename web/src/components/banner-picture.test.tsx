import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BannerPicture } from './banner-picture';

const url = '/api/events/e1/banner?v=a';
const variants = [400, 800].flatMap((width) =>
  (['avif', 'webp'] as const).map((format) => ({
    format,
    width,
    height: width / 2,
    url: `${url}&w=${width}&f=${format}`,
  })),
);

describe('BannerPicture', () => {
  it('offers AVIF, then WebP, in every size, with the original as the fallback and its room kept', () => {
    const { container } = renderWithProviders(
      <BannerPicture imageUrl={url} variants={variants} sizes="100vw" alt="Gig" priority />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      `${url}&w=400&f=avif 400w, ${url}&w=800&f=avif 800w`,
    );
    expect(sources[1]).toHaveAttribute('sizes', '100vw');
    const image = screen.getByRole('img', { name: 'Gig' });
    expect(image).toHaveAttribute('src', url);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
  });

  it('shows a banner without sizes as its original, loaded lazily when it is not the main one', () => {
    const { container } = renderWithProviders(
      <BannerPicture imageUrl={url} variants={undefined} sizes="100vw" alt="Gig" />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const image = screen.getByRole('img', { name: 'Gig' });
    expect(image).toHaveAttribute('src', url);
    expect(image).not.toHaveAttribute('width');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
