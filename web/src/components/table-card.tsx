import { Paper, Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableHead, type TableColumn } from './table-head';

type TableCardProps = {
  columns: readonly TableColumn[];
  /** The body's rows. */
  children: ReactNode;
  /** Below this width the table scrolls inside its card rather than widening the page. */
  scrollBelow?: number;
} & Omit<TableProps, 'children'>;

/** A table in a bordered card: its heading row from the columns, then the rows given. */
export function TableCard({ columns, children, scrollBelow, ...table }: TableCardProps) {
  const content = (
    <Table {...table}>
      <TableHead columns={columns} />
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder radius="lg" p="md">
      {scrollBelow === undefined ? (
        content
      ) : (
        // Native scrolling on this very element, focusable and named as the table is, so a
        // keyboard can scroll it too (ScrollArea's inner viewport cannot take the focus).
        <Table.ScrollContainer
          type="native"
          minWidth={scrollBelow}
          tabIndex={0}
          role="region"
          aria-label={table['aria-label']}
          aria-labelledby={table['aria-labelledby']}
        >
          {content}
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** A column that says, beside its heading, what its cell shows for an item. */
export type ItemColumn<Item> = TableColumn & { cell: (item: Item) => ReactNode };

export type ItemsTableCardProps<Item> = {
  columns: readonly ItemColumn<Item>[];
  items: readonly Item[];
  rowKey: (item: Item) => string;
} & Omit<TableCardProps, 'columns' | 'children'>;

/** A TableCard with a row per item, each cell drawn by its column. */
export function ItemsTableCard<Item>({
  columns,
  items,
  rowKey,
  ...card
}: ItemsTableCardProps<Item>) {
  return (
    <TableCard columns={columns} {...card}>
      {items.map((item) => (
        <Table.Tr key={rowKey(item)}>
          {columns.map(({ label, cell }) => (
            <Table.Td key={label}>{cell(item)}</Table.Td>
          ))}
        </Table.Tr>
      ))}
    </TableCard>
  );
}
