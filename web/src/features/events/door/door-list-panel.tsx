import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/error-alert';
import { ShowMoreButton, type NextPage } from '@/components/show-more-button';
import { SkeletonRows } from '@/components/skeleton-rows';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { ListSearchInput } from '@/components/list-search-input';

/** The search box's text as typed, and the trimmed text to query with once typing pauses. */
export function useListSearch() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  return { text, setText, q };
}

type ListSearch = ReturnType<typeof useListSearch>;

/** An infinite query of the list's rows, as far as the panel reads it. */
type PagedList = NextPage & {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

type DoorListPanelProps = {
  /** The rows' name, plural: "attendees" makes "Loading the attendees", "Show more attendees". */
  noun: string;
  search: ListSearch & { label: string; placeholder: string };
  /** The FilterSelects shown after the search box. */
  filters: ReactNode;
  csv: { path: string; fileName: string; label: string };
  list: PagedList;
  isEmpty: boolean;
  emptyText: string;
  /** Shown above the search box, e.g. the orders' revenue. */
  summary?: ReactNode;
  /** The rows: a table from the small breakpoint up, DoorListCards below it. */
  children: ReactNode;
};

/** One of the event's door lists: search, filters and the CSV above the rows, a page at a time. */
export function DoorListPanel({
  noun,
  search,
  filters,
  csv,
  list,
  isEmpty,
  emptyText,
  summary,
  children,
}: DoorListPanelProps) {
  return (
    <Stack gap="md">
      {summary}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ListSearchInput
          label={search.label}
          placeholder={search.placeholder}
          value={search.text}
          onChange={search.setText}
        />
        {filters}
        <CsvDownloadButton {...csv} />
      </Group>
      {list.isPending ? (
        <SkeletonRows label={`Loading the ${noun}`} rows={3} height={44} gap="xs" />
      ) : list.isError ? (
        <QueryErrorAlert title={`Could not load the ${noun}`} query={list} />
      ) : isEmpty ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          {emptyText}
        </Text>
      ) : (
        children
      )}
      <ShowMoreButton pages={list} label={`Show more ${noun}`} />
    </Stack>
  );
}
