import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainList } from './plain-list';

type CardListProps<Item> = {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** What one card shows, stacked. */
  children: (item: Item) => ReactNode;
};

/** Where a table's columns do not fit (a phone): one bordered card per item, as a list. */
export function CardList<Item>({ items, keyOf, children }: CardListProps<Item>) {
  return (
    <PlainList gap="sm">
      {items.map((item) => (
        <Paper component="li" key={keyOf(item)} withBorder radius="lg" p="md">
          <Stack gap="xs">{children(item)}</Stack>
        </Paper>
      ))}
    </PlainList>
  );
}
