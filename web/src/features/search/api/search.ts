import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchResponse } from '@contract/admin';
import { apiClient } from '@/lib/api-client';

export const searchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['search', text],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/api/search?${new URLSearchParams({ q: text }).toString()}`,
        searchResponse,
        signal,
      ),
  });

/** The organiser's own events matching `text`; administrators also get every event and user. */
export function useSearch(text: string) {
  return useQuery({
    ...searchQueryOptions(text),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
