import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { ExistingDoc } from '../../ports/doc-store';
import type { StockRecord } from '../checkout/checkout-records';
import { capacityFloors, stockPathsOf, takenByType } from './stock-slices';

const own = (typeId: string, taken: number): ExistingDoc<StockRecord> => ({
  id: typeId,
  path: paths.stock('e1', typeId),
  data: { taken },
});
const slice = (
  typeId: string,
  partition: number,
  taken: number,
  moved: number,
): ExistingDoc<StockRecord> => ({
  id: `${typeId}~${partition}`,
  path: paths.stockSlice('e1', typeId, partition),
  data: { typeId, partition, taken, moved },
});

describe('stock slices', () => {
  it('names a type’s own document, or each slice of it', () => {
    expect(stockPathsOf('e1', 'gen')).toEqual(['events/e1/stock/gen']);
    expect(stockPathsOf('e1', 'gen', 3)).toEqual([
      'events/e1/stock/gen~0',
      'events/e1/stock/gen~1',
      'events/e1/stock/gen~2',
    ]);
  });

  it('adds up what the slices of a type took', () => {
    const taken = takenByType([own('vip', 2), slice('gen', 0, 5, 1), slice('gen', 1, 3, -1)]);
    expect(taken).toEqual(
      new Map([
        ['vip', 2],
        ['gen', 8],
      ]),
    );
  });

  it('finds how low each partitioned type’s capacity can go', () => {
    // Shares of 10 over 2 are 5 and 5: slice 1 gave 2 away and took 3 of its 3.
    const floors = capacityFloors([slice('gen', 0, 4, 2), slice('gen', 1, 3, -2)], 2);
    // At 9 slice 1's share is 4, less 2 is 2 for its 3; at 10 it is 3.
    expect(floors).toEqual(new Map([['gen', 10]]));
  });
});
