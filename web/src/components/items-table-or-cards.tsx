import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { CardList } from './card-list';
import { ItemsTableCard, type ItemsTableCardProps } from './table-card';

type ItemsTableOrCardsProps<Item> = ItemsTableCardProps<Item> & {
  /** What one item's card shows when the table's columns do not fit. */
  card: (item: Item) => ReactNode;
};

/** Items as a table, or as one card each below Mantine's `md` breakpoint (a phone, say). */
export function ItemsTableOrCards<Item>({ card, ...table }: ItemsTableOrCardsProps<Item>) {
  // Read on the first render, so that a phone never draws the table before its cards.
  const isNarrow = useMediaQuery('(max-width: 61.99em)', undefined, {
    getInitialValueInEffect: false,
  });
  return isNarrow ? (
    <CardList items={table.items} keyOf={table.rowKey}>
      {card}
    </CardList>
  ) : (
    <ItemsTableCard {...table} />
  );
}
