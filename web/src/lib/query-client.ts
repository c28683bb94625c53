import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

const maxRetries = 2;

/** Retrying cannot fix what the server refused on purpose (4xx); it can outlast a blip. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
