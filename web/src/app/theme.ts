import { createPresetTheme } from '@/features/themes/create-preset-theme';
import { defaultThemeFor, getThemePreset } from '@/features/themes/theme-presets';

/**
 * The theme of the default preset (SPEC.md: halloween, dark). The app switches presets at run
 * time through ThemeProvider; tests and static renders use this one.
 */
export const theme = createPresetTheme(getThemePreset(defaultThemeFor.dark));
