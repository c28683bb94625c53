import { createContext } from 'react';
import type { ThemeSettings } from './theme-storage';
import type { ThemeName, ThemePreset } from './theme-presets';

export type ThemeContextValue = ThemeSettings & {
  preset: ThemePreset;
  /** Applies the preset and the colour scheme it is designed for. */
  setThemeName: (name: ThemeName) => void;
  setIsDark: (isDark: boolean) => void;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);
