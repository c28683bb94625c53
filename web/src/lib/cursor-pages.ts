import type { StandardSchemaV1 } from '@standard-schema/spec';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A page of a list the server pages by cursor: the cursor of the next page, if there is one. */
type CursorPage = { nextCursor?: string };

type CursorPagesRequest<Key extends QueryKey, Page extends CursorPage> = {
  queryKey: Key;
  path: string;
  /** The list's own filters; `after` (the cursor) is added to them from the second page on. */
  params?: Record<string, string>;
  schema: StandardSchemaV1<unknown, Page>;
};

/** A list read a page at a time, each page asking for what comes after the last one's cursor. */
export function cursorPagesQueryOptions<Key extends QueryKey, Page extends CursorPage>({
  queryKey,
  path,
  params = {},
  schema,
}: CursorPagesRequest<Key, Page>) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        ...params,
        ...(pageParam ? { after: pageParam } : {}),
      }).toString();
      return apiClient.get(query ? `${path}?${query}` : path, schema, signal);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}
