import { Group, Paper, Select, Stack, Text, TextInput, type ComboboxData } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/error-alert';
import { ShowMoreButton, type NextPage } from '@/components/show-more-button';
import { SkeletonRows } from '@/components/skeleton-rows';
import { PlainList } from '@/components/plain-list';
import { CsvDownloadButton } from './csv-download-button';

/** The value of a filter Select that filters nothing. */
export const noFilter = 'all';

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
        <TextInput
          label={search.label}
          placeholder={search.placeholder}
          leftSection={<IconSearch size={16} />}
          value={search.text}
          onChange={(change) => search.setText(change.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
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

type FilterSelectProps = {
  label: string;
  data: ComboboxData;
  value: string;
  onChange: (value: string) => void;
  width: number;
};

/** A filter of a door list: a Select that always holds a value, `noFilter` for everything. */
export function FilterSelect({ label, data, value, onChange, width }: FilterSelectProps) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? noFilter)}
      allowDeselect={false}
      w={{ base: '100%', xs: width }}
    />
  );
}

/** On phones the rows are cards, nothing to scroll sideways. */
export function DoorListCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <PlainList hiddenFrom="sm" gap="xs" aria-label={label}>
      {children}
    </PlainList>
  );
}

type DoorListCardProps = { title: string; details: ReactNode; children: ReactNode };

/** One row as a card: who, in bold; the details in small print; then what can be done. */
export function DoorListCard({ title, details, children }: DoorListCardProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {details}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
