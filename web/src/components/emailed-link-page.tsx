import { Center, Container } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadedContent } from '@/components/loaded-content';
import { PublicHeader } from '@/components/public-header';
import { PublicPageNotFound } from '@/features/public-event/components/public-page-not-found';

type EmailedLinkPageProps<T> = {
  /** The secret from the link's fragment: empty when the link was cut short. */
  token: string;
  query: UseQueryResult<T>;
  /** What the secret is for, after "its end holds the secret ...". */
  secretOf: string;
  /** Says what is loading (to assistive technology) and fails to load ("your place"). */
  what: string;
  loadingHeight: number;
  children: (data: T) => ReactNode;
};

/**
 * A public page opened from an emailed link whose fragment holds a secret (a transfer's claim,
 * a place in a waiting list): the header, then what the link loaded, or plainly why not (a
 * link cut short, one that matches nothing, a failure to try again).
 */
export function EmailedLinkPage<T>({
  token,
  query,
  secretOf,
  what,
  loadingHeight,
  children,
}: EmailedLinkPageProps<T>) {
  return (
    <PublicCenteredPage>
      {token === '' ? (
        <PublicPageNotFound
          title="This link is incomplete"
          description={`Open the link from the email again: its end holds the secret ${secretOf}.`}
        />
      ) : (
        <LoadedContent
          query={query}
          what={what}
          loadingHeight={loadingHeight}
          notFound={{
            title: 'This link does not work',
            description: 'Check that you opened the whole link from the email.',
          }}
        >
          {children}
        </LoadedContent>
      )}
    </PublicCenteredPage>
  );
}

/** A public page's frame: the header, then one thing in the middle of a narrow column. */
export function PublicCenteredPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <Container component="main" size="sm" pb="xl">
        <Center>{children}</Center>
      </Container>
    </>
  );
}
