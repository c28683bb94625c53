import { describe, expect, it } from 'vitest';
import { canonicalEventPath, eventSlugMaxLength, eventSlugOf } from './event-path';

describe('eventSlugOf', () => {
  it('reads the name in lower-case ASCII, accents folded, one hyphen between words', () => {
    expect(eventSlugOf('Jazz à la Straße!')).toBe('jazz-a-la-strasse');
    expect(eventSlugOf('  Ødegaard & Smørrebrød -- LIVE 2027  ')).toBe(
      'odegaard-smorrebrod-live-2027',
    );
    expect(eventSlugOf('Crème brûlée: a <script> night')).toBe('creme-brulee-a-script-night');
  });

  it('is empty for a name with no Latin letter or digit', () => {
    expect(eventSlugOf('日本の夜')).toBe('');
    expect(eventSlugOf('🎉 !!! 🎉')).toBe('');
  });

  it('cuts a long name at a word, never on a hyphen', () => {
    const slug = eventSlugOf(
      'The Annual Midsummer Festival of Music, Food and Fireworks on the Lawn',
    );
    expect(slug).toBe('the-annual-midsummer-festival-of-music-food-and-fireworks-on');
    expect(slug.length).toBeLessThanOrEqual(eventSlugMaxLength);
    expect(eventSlugOf('a'.repeat(100))).toBe('a'.repeat(eventSlugMaxLength));
  });
});

describe('canonicalEventPath', () => {
  it('is the id and the slug, or the id alone when the name gives none', () => {
    expect(canonicalEventPath('e1', 'Jazz Night')).toBe('/event/e1/jazz-night');
    expect(canonicalEventPath('e1', '日本')).toBe('/event/e1');
  });
});
