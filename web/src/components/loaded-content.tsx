import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/error-alert';
import { PublicPageNotFound } from '@/features/public-event/components/public-page-not-found';
import { isApiError } from '@/lib/api-error';

type LoadedContentProps<T> = {
  query: UseQueryResult<T>;
  /** Says what is loading (to assistive technology) and fails to load ("the ticket"). */
  what: string;
  loadingHeight: number;
  /** What a page says when the server knows nothing of what its link names (400, 404). */
  notFound: { title: string; description: string };
  children: (data: T) => ReactNode;
};

/**
 * What a public page's link loaded: a skeleton meanwhile, then the data, or plainly why not
 * (a link that matches nothing, or a failure to try again).
 */
export function LoadedContent<T>({
  query,
  what,
  loadingHeight,
  notFound,
  children,
}: LoadedContentProps<T>) {
  if (query.isPending) {
    return (
      <Stack w="100%" maw={520} aria-busy="true" aria-label={`Loading ${what}`}>
        <Skeleton h={loadingHeight} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return isApiError(query.error) && [400, 404].includes(query.error.status) ? (
      <PublicPageNotFound {...notFound} />
    ) : (
      <QueryErrorAlert title={`Could not load ${what}`} query={query} />
    );
  }
  return children(query.data);
}
