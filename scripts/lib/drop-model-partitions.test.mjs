// The drop model and the allocator choose P by one rule: scripts/lib/drop-model.mjs's
// `choosePartitions` (what `npm run model:drop` prints) and functions/src/domain/partitions.ts
// (what an event is given when it is approved). This asserts they agree, figures and all.
import { describe, expect, it } from 'vitest';
import {
  partitionFigures,
  partitionHoldsPerSecond,
  partitionsFor,
} from '../../functions/src/domain/partitions.ts';
import { choosePartitions, defaultDrop, firestoreLimits, partitionRate } from './drop-model.mjs';

describe('the partition rule', () => {
  it('uses the model’s production figures', () => {
    expect(partitionFigures).toMatchObject({
      batchSize: defaultDrop.batchSize,
      writesPerTransaction: firestoreLimits.writesPerTransaction,
      transactionWritesPerHold: defaultDrop.transactionWritesPerHold,
      documentWritesPerSecond: firestoreLimits.documentWritesPerSecond,
      commitMs: defaultDrop.commitMs,
      sequentialIndexWritesPerSecond: firestoreLimits.sequentialIndexWritesPerSecond,
      sequentialWritesPerHold: defaultDrop.sequentialWritesPerHold,
      minBatchesPerPartition: defaultDrop.minBatchesPerPartition,
      targetSeconds: defaultDrop.targetSeconds,
    });
    const model = partitionRate(defaultDrop);
    expect(partitionHoldsPerSecond()).toEqual({
      batch: model.batch,
      holdsPerSecond: model.holdsPerSecond,
    });
  });

  it('chooses the same P as the model, for any drop', () => {
    const tickets = [1, 100, 5_999, 6_000, 9_000, 9_001, 12_000, 50_000, 123_457, 1_000_000];
    const rates = [1, 50, 150, 151, 300, 834, 2_000, 20_000, Infinity];
    for (const count of tickets) {
      for (const buyersPerSecond of rates) {
        const model = choosePartitions({
          ...defaultDrop,
          tickets: count,
          buyersPerSecond,
          ticketsPerOrder: 1,
        });
        const code = partitionsFor({ holds: count, buyersPerSecond });
        expect({ count, buyersPerSecond, ...code }).toEqual({
          count,
          buyersPerSecond,
          partitions: model.partitions,
          needed: model.needed,
          largest: model.largest,
          plannedHoldsPerSecond: model.plannedHoldsPerSecond,
        });
      }
    }
  });
});
