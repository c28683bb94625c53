import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPresetCssVariables, createPresetTheme } from '../create-preset-theme';
import { ThemeContext, type ThemeContextValue } from '../theme-context';
import { getThemePreset } from '../theme-presets';
import { createThemeStore, type ThemeStore } from '../theme-storage';

type ThemeProviderProps = {
  children: ReactNode;
  /** Tests pass their own store; the app keeps its settings in local storage. */
  store?: ThemeStore;
  /** Tests pass "test": no transitions or portals, as the test render helper does. */
  env?: MantineProviderProps['env'];
};

/** Mantine, themed with the user's preset and dark mode as kept in local storage. */
export function ThemeProvider({ children, store: givenStore, env }: ThemeProviderProps) {
  const [store] = useState(() => givenStore ?? createThemeStore());
  const settings = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const preset = getThemePreset(settings.themeName);
  const theme = useMemo(() => createPresetTheme(preset), [preset]);
  const cssVariablesResolver = useMemo(() => createPresetCssVariables(preset), [preset]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      ...settings,
      preset,
      setThemeName: (name) => store.setThemeName(name, getThemePreset(name).colorScheme),
      setIsDark: store.setIsDark,
    }),
    [settings, preset, store],
  );

  return (
    <ThemeContext value={value}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={store.colorSchemeManager}
        defaultColorScheme="dark"
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        {children}
      </MantineProvider>
    </ThemeContext>
  );
}
