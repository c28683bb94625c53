import {
  convertCssVariables,
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  mergeMantineTheme,
} from '@mantine/core';
import {
  createPresetCssVariables,
  createPresetTheme,
} from './src/features/themes/create-preset-theme';
import { defaultThemeFor, getThemePreset } from './src/features/themes/theme-presets';

/**
 * The CSS variables of the app's default theme (the dark preset, as the app starts) as the
 * ThemeProvider's MantineProvider writes them, computed at build time for event.html's head:
 * the server-rendered page is drawn in the theme's fonts, sizes and colours from its first
 * paint, so nothing changes (or moves, CLS) when the buy panel's provider mounts and writes
 * the same variables. A buyer who chose another preset sees it once the panel mounts.
 */
export function defaultThemeCss(): string {
  const preset = getThemePreset(defaultThemeFor.dark);
  const theme = mergeMantineTheme(DEFAULT_THEME, createPresetTheme(preset));
  const base = defaultCssVariablesResolver(theme);
  const own = createPresetCssVariables(preset)(theme);
  return convertCssVariables(
    {
      variables: { ...base.variables, ...own.variables },
      light: { ...base.light, ...own.light },
      dark: { ...base.dark, ...own.dark },
    },
    ':root',
  );
}
