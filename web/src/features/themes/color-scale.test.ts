import { describe, expect, it } from 'vitest';
import { brandScale, mix, surfaceScale } from './color-scale';
import { themeNames, themePresets } from './theme-presets';

describe('colour scales', () => {
  it('mixes two colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.7)).toBe('#102030');
  });

  it('puts the brand colour exactly at the primary shade, lighter before and darker after', () => {
    const scale = brandScale('#f28c18');

    expect(scale).toHaveLength(10);
    expect(scale[6]).toBe('#f28c18');
    expect(scale[0] > scale[6]).toBe(true);
    expect(scale[9] < scale[6]).toBe(true);
  });

  it('makes the dark surface the page background (shade 7)', () => {
    const scale = surfaceScale('#1b1816');

    expect(scale).toHaveLength(10);
    expect(scale[7]).toBe('#1b1816');
  });
});

describe('theme presets', () => {
  it('offers 32 presets with halloween dark and wireframe light', () => {
    expect(themePresets).toHaveLength(32);
    expect(new Set(themeNames).size).toBe(32);
    expect(themePresets.find((preset) => preset.name === 'halloween')?.colorScheme).toBe('dark');
    expect(themePresets.find((preset) => preset.name === 'wireframe')?.colorScheme).toBe('light');
  });
});
