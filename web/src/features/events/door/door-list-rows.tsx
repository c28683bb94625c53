import { Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainList } from '@/components/plain-list';
import { TableHead, type TableColumn } from '@/components/table-head';

type DoorListTableProps = { label: string; columns: TableColumn[]; children: ReactNode };

/** From the small breakpoint up the rows are a table; `children` are its body rows. */
export function DoorListTable({ label, columns, children }: DoorListTableProps) {
  return (
    <Table visibleFrom="sm" striped verticalSpacing="xs" aria-label={label}>
      <TableHead columns={columns} />
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
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

type DoorListCardProps = {
  title: string;
  details: string;
  /** The ticket code or order reference, last and in monospace. */
  reference: string;
  children: ReactNode;
};

/** One row as a card: who, in bold; the details in small print; then what can be done. */
export function DoorListCard({ title, details, reference, children }: DoorListCardProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {details} ·{' '}
          <Text span inherit ff="monospace">
            {reference}
          </Text>
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
