import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';

/** One cache for the whole visit, whichever page of the scope comes first. */
export const appQueryClient = createQueryClient();

/**
 * TanStack Query for every page but the public event page (see router.tsx), loaded with the
 * first of them.
 */
export function QueryScope() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
