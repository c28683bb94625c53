import { Button, Group, Text, type MantineSpacing } from '@mantine/core';

/** What a paged list (TanStack Query's infinite query) says about its next page. */
export type NextPage = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * Under a list read a page at a time: a button that loads the next page, shown only while
 * there is one, with an optional "Showing 25 of 40" beside it.
 */
export function ShowMoreButton({
  pages,
  label,
  shown,
  mt,
}: {
  pages: NextPage;
  label: string;
  /** Says how much of the whole list is shown, e.g. "Showing 25 of 40 events". */
  shown?: string;
  mt?: MantineSpacing;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Group justify="center" gap="md" mt={mt}>
      {shown !== undefined && (
        <Text size="sm" c="dimmed">
          {shown}
        </Text>
      )}
      <Button
        variant="default"
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {label}
      </Button>
    </Group>
  );
}
