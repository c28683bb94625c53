import {
  createTheme,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { brandScale, surfaceScale } from './color-scale';
import { AA_LARGE, firstReadable, mix } from './contrast';
import type { ThemePreset } from './theme-presets';

/**
 * Mantine's colours for each variant, except that a white button in the brand colour (the
 * landing page's Login and Get Started) writes in the first brand shade that reads at 4.5:1 on
 * white, not in the brand colour itself (orange on white was 2.45:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const isBrand = !input.color || input.color === input.theme.primaryColor;
  if (input.variant === 'white' && isBrand) {
    return { ...colors, color: 'var(--paradise-brand-on-white)' };
  }
  return colors;
};

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
    variantColorResolver,
    defaultRadius: preset.radius,
    fontFamily: preset.font,
    fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    headings: { fontFamily: preset.headingFont, fontWeight: '800' },
    // People who ask their system for less motion get menus and modals without fades.
    respectReducedMotion: true,
    // Plain objects rather than `Component.extend`, so the theme pulls no component's code
    // into pages that do not use it (the public event page's size is benchmarked).
    components: {
      // Links in running text must stand out from it by more than colour (WCAG 1.4.1).
      Anchor: { defaultProps: { underline: 'always' } },
      // Every close button needs a name (axe: button-name); a page may give a better one.
      // Its description under a title is gray 6 / dark 2 whatever the surface: dimmed reads.
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': 'Close this message' } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      // A menu may hold menu items only (axe: aria-required-children); Mantine's focus
      // placeholder is a focusable div inside it. Opened by keyboard, the first item has focus.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    },
  });
}

/**
 * Mantine paints the light page background white; presets have their own paper colour. (The
 * dark background comes from the `dark` palette, shade 7.) Text drawn in the brand colour
 * (links, outline buttons, `c="brand"`) and dimmed text take the first shade that reads at
 * 4.5:1 on the preset's page background (WCAG AA): Mantine's defaults (brand 6 on light,
 * gray 6 for dimmed text) are as low as 2.45:1 on pale surfaces. Text fields' borders take
 * the first shade that stands at 3:1 against the page and the field (WCAG 1.4.11, a control's
 * boundary): Mantine's gray 4 is 1.5:1 on white. global.css applies it.
 */
export const createPresetCssVariables =
  (preset: ThemePreset): CSSVariablesResolver =>
  (theme) => {
    const brand = theme.colors.brand ?? brandScale(preset.primary);
    const gray = theme.colors.gray!;
    const dark = theme.colors.dark!;
    // Text sits on the page and on cards and papers (white in light, dark 6 in dark).
    const lightBody = preset.surfaces.light;
    const lightSurfaces = [lightBody, theme.white];
    const darkBody = dark[7];
    const darkSurfaces = [darkBody, dark[6]];
    const red = theme.colors.red!;
    // A menu's destructive item (Disable account) stays red when highlighted under the pointer
    // or the keyboard: its highlight is a red tint of the menu, and its text the first red
    // that reads at 4.5:1 on both (Mantine's red 6 on its gray highlight was 2.74:1).
    const lightDangerHighlight = red[0]!;
    const darkDangerHighlight = mix(dark[6]!, red[9]!, 0.25);
    const lightBrandText = firstReadable(
      [brand[6], brand[7], brand[8], brand[9]],
      lightSurfaces,
      theme.black,
    );
    const darkBrandText = firstReadable(
      [brand[4], brand[3], brand[2], brand[1], brand[0]],
      darkSurfaces,
      theme.white,
    );
    return {
      variables: {
        '--paradise-brand-on-white': firstReadable(
          [brand[6], brand[7], brand[8], brand[9]],
          theme.white,
          theme.black,
        ),
      },
      light: {
        '--mantine-color-body': lightBody,
        // Error text (beside form fields) must read at 4.5:1 (axe: color-contrast): Mantine's
        // defaults, red 6 on light and red 8 on dark surfaces, are too faint for small text.
        '--mantine-color-error': 'var(--mantine-color-red-9)',
        '--mantine-color-dimmed': firstReadable(
          [gray[6], gray[7], gray[8], gray[9]],
          lightSurfaces,
          theme.black,
        ),
        '--mantine-color-anchor': lightBrandText,
        '--mantine-color-brand-text': lightBrandText,
        '--mantine-color-brand-outline': lightBrandText,
        '--paradise-input-border': firstReadable(
          [gray[5], gray[6], gray[7], gray[8]],
          lightSurfaces,
          theme.black,
          AA_LARGE,
        ),
        '--paradise-danger-highlight': lightDangerHighlight,
        '--paradise-danger-text': firstReadable(
          [red[7], red[8], red[9]],
          [theme.white, lightDangerHighlight],
          theme.black,
        ),
      },
      dark: {
        '--mantine-color-error': 'var(--mantine-color-red-5)',
        '--mantine-color-dimmed': firstReadable(
          [dark[2], dark[1], dark[0]],
          darkSurfaces,
          theme.white,
        ),
        '--mantine-color-anchor': darkBrandText,
        '--mantine-color-brand-text': darkBrandText,
        '--mantine-color-brand-outline': darkBrandText,
        '--paradise-input-border': firstReadable(
          [dark[4], dark[3], dark[2], dark[1]],
          darkSurfaces,
          theme.white,
          AA_LARGE,
        ),
        '--paradise-danger-highlight': darkDangerHighlight,
        '--paradise-danger-text': firstReadable(
          [red[4], red[3], red[2], red[1], red[0]],
          [dark[6]!, darkDangerHighlight],
          theme.white,
        ),
      },
    };
  };
