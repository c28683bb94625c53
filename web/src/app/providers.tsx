import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ThemeProvider } from '@/features/themes/components/theme-provider';

/** Query caching is not here: see app/query-scope.tsx. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // The user's theme preset and dark mode (local storage keys `theme` and `isdark`).
    <ThemeProvider>
      <AuthProvider>{children}</AuthProvider>
    </ThemeProvider>
  );
}
