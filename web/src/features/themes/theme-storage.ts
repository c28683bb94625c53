import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { defaultThemeFor, isThemeName, type ThemeName } from './theme-presets';

/** SPEC.md's local storage keys: the preset's name, and "true"/"false" for dark mode. */
export const themeStorageKeys = { theme: 'theme', isDark: 'isdark' } as const;

export type ThemeSettings = {
  themeName: ThemeName;
  isDark: boolean;
  /** False while the user has not picked a preset: the default follows dark mode. */
  hasChosenTheme: boolean;
};

export type ThemeStore = {
  getSnapshot: () => ThemeSettings;
  subscribe: (listener: () => void) => () => void;
  setThemeName: (name: ThemeName, colorScheme: 'light' | 'dark') => void;
  setIsDark: (isDark: boolean) => void;
  /** Mantine's colour scheme, read and written through the same `isdark` key. */
  colorSchemeManager: MantineColorSchemeManager;
};

function read(storage: Storage): ThemeSettings {
  const storedName = safely(() => storage.getItem(themeStorageKeys.theme));
  const storedDark = safely(() => storage.getItem(themeStorageKeys.isDark));
  // SPEC.md: dark unless the user said otherwise.
  const isDark = storedDark === null ? true : storedDark === 'true';
  if (isThemeName(storedName)) return { themeName: storedName, isDark, hasChosenTheme: true };
  return { themeName: defaultThemeFor[isDark ? 'dark' : 'light'], isDark, hasChosenTheme: false };
}

/** Private browsing and disabled storage throw; the app then simply forgets between visits. */
function safely<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null;
  }
}

const sameSettings = (a: ThemeSettings, b: ThemeSettings) =>
  a.themeName === b.themeName && a.isDark === b.isDark && a.hasChosenTheme === b.hasChosenTheme;

/** The theme settings in local storage, shared by the theme hook and Mantine's colour scheme. */
export function createThemeStore(storage: Storage = window.localStorage): ThemeStore {
  let snapshot = read(storage);
  const listeners = new Set<() => void>();
  let onMantineUpdate: ((colorScheme: MantineColorScheme) => void) | null = null;

  const refresh = () => {
    const next = read(storage);
    if (sameSettings(next, snapshot)) return;
    const isDarkChanged = next.isDark !== snapshot.isDark;
    snapshot = next;
    listeners.forEach((listener) => listener());
    if (isDarkChanged) onMantineUpdate?.(next.isDark ? 'dark' : 'light');
  };

  const setIsDark = (isDark: boolean) => {
    safely(() => storage.setItem(themeStorageKeys.isDark, String(isDark)));
    refresh();
  };

  // Another tab changed the theme: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(themeStorageKeys).includes(event.key)) {
      refresh();
    }
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    setThemeName: (name, colorScheme) => {
      safely(() => storage.setItem(themeStorageKeys.theme, name));
      safely(() => storage.setItem(themeStorageKeys.isDark, String(colorScheme === 'dark')));
      refresh();
    },
    setIsDark,
    colorSchemeManager: {
      get: () => (snapshot.isDark ? 'dark' : 'light'),
      // The app offers no "auto"; treat it as the default, dark.
      set: (value) => setIsDark(value !== 'light'),
      subscribe: (onUpdate) => {
        onMantineUpdate = onUpdate;
      },
      unsubscribe: () => {
        onMantineUpdate = null;
      },
      clear: () => {
        safely(() => storage.removeItem(themeStorageKeys.isDark));
        refresh();
      },
    },
  };
}
