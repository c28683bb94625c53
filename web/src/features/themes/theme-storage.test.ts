import { afterEach, describe, expect, it, vi } from 'vitest';
import { createThemeStore, themeStorageKeys } from './theme-storage';

afterEach(() => localStorage.clear());

describe('createThemeStore', () => {
  it('starts dark with halloween when nothing is stored (SPEC.md defaults)', () => {
    const store = createThemeStore(localStorage);

    expect(store.getSnapshot()).toEqual({
      themeName: 'halloween',
      isDark: true,
      hasChosenTheme: false,
    });
    expect(store.colorSchemeManager.get('light')).toBe('dark');
  });

  it('defaults to wireframe when dark mode is off', () => {
    localStorage.setItem('isdark', 'false');

    expect(createThemeStore(localStorage).getSnapshot()).toEqual({
      themeName: 'wireframe',
      isDark: false,
      hasChosenTheme: false,
    });
  });

  it('reads a stored preset and ignores names that are not presets', () => {
    localStorage.setItem('theme', 'nord');
    localStorage.setItem('isdark', 'true');
    expect(createThemeStore(localStorage).getSnapshot()).toEqual({
      themeName: 'nord',
      isDark: true,
      hasChosenTheme: true,
    });

    localStorage.setItem('theme', 'not-a-theme');
    expect(createThemeStore(localStorage).getSnapshot().themeName).toBe('halloween');
  });

  it('keeps a chosen preset and its scheme under the keys theme and isdark', () => {
    const store = createThemeStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.setThemeName('cupcake', 'light');

    expect(localStorage.getItem(themeStorageKeys.theme)).toBe('cupcake');
    expect(localStorage.getItem(themeStorageKeys.isDark)).toBe('false');
    expect(store.getSnapshot()).toMatchObject({ themeName: 'cupcake', isDark: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells Mantine when dark mode changes, and takes Mantine’s changes back', () => {
    const store = createThemeStore(localStorage);
    const onMantineUpdate = vi.fn();
    store.colorSchemeManager.subscribe(onMantineUpdate);

    store.setIsDark(false);
    expect(localStorage.getItem('isdark')).toBe('false');
    expect(onMantineUpdate).toHaveBeenCalledWith('light');

    store.colorSchemeManager.set('dark');
    expect(localStorage.getItem('isdark')).toBe('true');
    expect(store.getSnapshot().isDark).toBe(true);
  });

  it('follows another tab changing the theme', () => {
    const store = createThemeStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    localStorage.setItem('theme', 'dracula');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));

    expect(store.getSnapshot().themeName).toBe('dracula');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
