import { Table, VisuallyHidden } from '@mantine/core';

/** A column heading; a hidden one is read out but not shown (an actions column, say). */
export type TableColumn = {
  label: string;
  width?: number;
  align?: 'right';
  isHidden?: boolean;
};

/** A table's heading row, from its columns. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map(({ label, width, align, isHidden }) => (
          <Table.Th key={label} w={width} ta={align}>
            {isHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
