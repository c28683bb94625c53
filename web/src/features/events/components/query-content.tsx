import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/error-alert';

type QueryContentProps<T> = {
  query: UseQueryResult<T>;
  /** What loads, as the skeleton's label and the error's title say it: "the money". */
  what: string;
  skeletonHeight: number;
  children: (data: T) => ReactNode;
};

/** A card's own query: a skeleton while it loads, the error with a retry, then its data. */
export function QueryContent<T>({ query, what, skeletonHeight, children }: QueryContentProps<T>) {
  if (query.isPending) {
    return <Skeleton h={skeletonHeight} radius="md" role="status" aria-label={`Loading ${what}`} />;
  }
  if (query.isError) return <QueryErrorAlert title={`Could not load ${what}`} query={query} />;
  return children(query.data);
}
