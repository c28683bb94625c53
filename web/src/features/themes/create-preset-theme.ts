import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { brandScale, surfaceScale } from './color-scale';
import type { ThemePreset } from './theme-presets';

/** A preset as a Mantine theme: its brand colour, dark surfaces, corner radius and fonts. */
export function createPresetTheme(preset: ThemePreset): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    // The preset's exact colour sits at shade 6 of the generated scale, in both schemes.
    primaryShade: 6,
    colors: { brand: brandScale(preset.primary), dark: surfaceScale(preset.surfaces.dark) },
    // Presets range from pale yellow to near black: pick black or white text by contrast.
    // Black and white text contrast equally with a colour of relative luminance 0.179
    // ((L + 0.05) / 0.05 = 1.05 / (L + 0.05)); above it black wins, below it white, so either
    // choice is at least 4.58:1 (WCAG AA). 0.4 put white on orange at 2.45:1.
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: preset.radius,
    fontFamily: preset.font,
    fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    headings: { fontFamily: preset.headingFont, fontWeight: '800' },
  });
}

/**
 * Mantine paints the light page background white; presets have their own paper colour. (The
 * dark background comes from the `dark` palette, shade 7.)
 */
export const createPresetCssVariables =
  (preset: ThemePreset): CSSVariablesResolver =>
  () => ({
    variables: {},
    // Error text (beside form fields) must read at 4.5:1 (axe: color-contrast): Mantine's
    // defaults, red 6 on light and red 8 on dark surfaces, are too faint for small text.
    light: {
      '--mantine-color-body': preset.surfaces.light,
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: { '--mantine-color-error': 'var(--mantine-color-red-5)' },
  });
