import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, contrastRatio, mix, relativeLuminance } from './contrast';
import { createPresetCssVariables, createPresetTheme } from './create-preset-theme';
import { themePresets, type ColorScheme, type ThemePreset } from './theme-presets';

/**
 * The CSS variables Mantine writes for a preset in one scheme (its defaults, then ours on
 * top, as MantineProvider does), with `var(--name)` references followed to the colour.
 */
function variablesOf(preset: ThemePreset, scheme: ColorScheme) {
  const theme = mergeMantineTheme(DEFAULT_THEME, createPresetTheme(preset));
  const ours: ConvertCSSVariablesInput = createPresetCssVariables(preset)(theme);
  const mantine = defaultCssVariablesResolver(theme);
  const all: Record<string, string> = {
    ...mantine.variables,
    ...mantine[scheme],
    ...ours.variables,
    ...ours[scheme],
  };
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
    if (!reference) return value;
    const next = all[reference[1]!];
    if (next === undefined) throw new Error(`${value} is not defined`);
    return resolve(next);
  };
  const filled = theme.variantColorResolver({ color: 'brand', theme, variant: 'filled' });
  const white = theme.variantColorResolver({ color: 'brand', theme, variant: 'white' });
  return {
    // Cards and papers: white in light, dark 6 in dark (Mantine's Paper and Card).
    card: resolve(
      scheme === 'light' ? all['--mantine-color-white']! : all['--mantine-color-dark-6']!,
    ),
    body: resolve(all['--mantine-color-body']!),
    text: resolve(all['--mantine-color-text']!),
    dimmed: resolve(all['--mantine-color-dimmed']!),
    anchor: resolve(all['--mantine-color-anchor']!),
    brandText: resolve(all['--mantine-color-brand-text']!),
    inputBorder: resolve(all['--paradise-input-border']!),
    dangerText: resolve(all['--paradise-danger-text']!),
    // A menu (Mantine's Popover dropdown) and its highlighted item.
    menu: resolve(
      scheme === 'light' ? all['--mantine-color-white']! : all['--mantine-color-dark-6']!,
    ),
    // The destructive item's own highlight (a red tint of the menu).
    dangerHighlight: resolve(all['--paradise-danger-highlight']!),
    buttonBackground: resolve(filled.background),
    buttonText: resolve(filled.color),
    whiteButtonBackground: resolve(white.background),
    whiteButtonText: resolve(white.color),
  };
}

const cases = themePresets.flatMap((preset) =>
  (['light', 'dark'] as const).map((scheme) => ({ name: preset.name, scheme, preset })),
);

describe('theme contrast (WCAG 2.2 AA)', () => {
  it('covers all 32 themes in both schemes', () => {
    expect(new Set(cases.map((entry) => entry.name)).size).toBe(32);
    expect(cases).toHaveLength(64);
  });

  it.each(cases)(
    '$name, $scheme: primary buttons, body, dimmed and link text read at 4.5:1 on the page and on cards',
    ({ preset, scheme }) => {
      const colours = variablesOf(preset, scheme);
      const ratios = {
        'primary button text on its fill': contrastRatio(
          colours.buttonText,
          colours.buttonBackground,
        ),
        'body text on the page': contrastRatio(colours.text, colours.body),
        'dimmed text on the page': contrastRatio(colours.dimmed, colours.body),
        'link text on the page': contrastRatio(colours.anchor, colours.body),
        'brand-coloured text on the page': contrastRatio(colours.brandText, colours.body),
        'white button text on white': contrastRatio(
          colours.whiteButtonText,
          colours.whiteButtonBackground,
        ),
        'body text on cards': contrastRatio(colours.text, colours.card),
        'dimmed text on cards': contrastRatio(colours.dimmed, colours.card),
        'link text on cards': contrastRatio(colours.anchor, colours.card),
      };
      const failing = Object.entries(ratios)
        .filter(([, ratio]) => ratio < AA_TEXT)
        .map(([what, ratio]) => `${what}: ${ratio.toFixed(2)}:1`);

      expect(failing).toEqual([]);
    },
  );

  it.each(cases)(
    "$name, $scheme: text fields' borders stand at 3:1 against the page, cards and the field",
    ({ preset, scheme }) => {
      const colours = variablesOf(preset, scheme);
      // The field's own background is the card colour: white, or dark 6 (Mantine's Input).
      for (const surface of [colours.body, colours.card]) {
        expect(contrastRatio(colours.inputBorder, surface)).toBeGreaterThanOrEqual(AA_LARGE);
      }
    },
  );

  it.each(cases)(
    "$name, $scheme: a menu's red item reads at 4.5:1 on the menu and highlighted",
    ({ preset, scheme }) => {
      const colours = variablesOf(preset, scheme);
      for (const surface of [colours.menu, colours.dangerHighlight]) {
        expect(contrastRatio(colours.dangerText, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The finding: white on the halloween orange.
    expect(contrastRatio('#ffffff', '#f28c18')).toBeCloseTo(2.46, 2);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('mixes a colour toward another by a share', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mix('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mix('#202020', '#c92a2a', 0.25)).toBe('#4a2323');
    expect(mix('#fff', '#000', 0.5)).toBe('#808080');
  });

  it('keeps the destructive item red: red text, and a highlight redder than the menu', () => {
    // mix(x, x, 0) writes any #rgb or #rrggbb colour as #rrggbb.
    const channels = (hex: string) =>
      [1, 3, 5].map((i) => Number.parseInt(mix(hex, hex, 0).slice(i, i + 2), 16)) as [
        number,
        number,
        number,
      ];
    const redness = (hex: string) => {
      const [r, g, b] = channels(hex);
      return r - Math.max(g, b);
    };
    for (const { preset, scheme } of cases) {
      const { dangerHighlight, dangerText, menu } = variablesOf(preset, scheme);
      expect(redness(dangerText)).toBeGreaterThan(0);
      expect(redness(dangerHighlight)).toBeGreaterThan(redness(menu));
    }
  });
});
