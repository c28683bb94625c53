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
        <Table.ScrollContainer minWidth={scrollBelow}>{content}</Table.ScrollContainer>
      )}
    </Paper>
  );
}
