import { useContext } from 'react';
import { ThemeContext, type ThemeContextValue } from '../theme-context';

/** The current preset and dark mode, and the ways to change them. */
export function useThemeSettings(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useThemeSettings must be used inside <ThemeProvider>');
  return value;
}
