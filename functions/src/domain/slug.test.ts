import { describe, expect, it } from 'vitest';
import { slugOf } from './slug';

describe('slugOf', () => {
  it('keeps Latin letters and digits joined by single hyphens, accents dropped', () => {
    expect(slugOf('Café Noir & Co. 2026!', 40)).toBe('cafe-noir-co-2026');
    expect(slugOf('日本', 40)).toBe('');
  });

  it('never ends on a hyphen where the length cuts it', () => {
    expect(slugOf('ab cd', 3)).toBe('ab');
  });
});
