import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allotmentOf,
  baseAllotment,
  capacityFloor,
  eventPartitions,
  partitionOfBuyer,
  partitionsFor,
  planPull,
  sliceLeft,
  type Slice,
} from './partitions';

describe('eventPartitions', () => {
  it('keeps small and medium events on one allocator', () => {
    expect(eventPartitions(0)).toBe(1);
    expect(eventPartitions(500)).toBe(1);
    // 9,000 tickets in 60 s is 150 holds/s: one partition's batch a second.
    expect(eventPartitions(9_000)).toBe(1);
    expect(eventPartitions(9_001)).toBe(2);
  });

  it('splits a large drop by its planned rate', () => {
    // 50,000 in 60 s: 834 holds/s over 150 a partition.
    expect(eventPartitions(50_000)).toBe(6);
    expect(partitionsFor({ holds: 50_000, buyersPerSecond: Infinity }).needed).toBe(6);
  });

  it('plans no faster than the waiting room admits buyers', () => {
    expect(eventPartitions(50_000, 60 * 300)).toBe(2);
    expect(eventPartitions(50_000, 60 * 100)).toBe(1);
  });

  it('leaves every slice at least 20 batches of stock', () => {
    // 12,000 tickets would want 2 partitions for 60 s, and 2 slices of 6,000 last 40 batches.
    expect(eventPartitions(12_000)).toBe(2);
    const choice = partitionsFor({ holds: 500_000, buyersPerSecond: Infinity });
    expect(choice.needed).toBe(56);
    expect(choice.partitions).toBe(56);
    expect(partitionsFor({ holds: 6_000, buyersPerSecond: Infinity }).largest).toBe(2);
  });
});

describe('partitionOfBuyer', () => {
  it('puts one buyer in one partition, always, and spreads buyers', () => {
    expect(partitionOfBuyer('buyer-1', 1)).toBe(0);
    expect(partitionOfBuyer('buyer-1', 6)).toBe(partitionOfBuyer('buyer-1', 6));
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 6_000; i++) counts[partitionOfBuyer(`uid-${i}`, 6)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(800);
  });
});

describe('slices', () => {
  it('shares the capacity out exactly', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 64 }), (capacity, partitions) => {
        let sum = 0;
        for (let p = 0; p < partitions; p++) sum += baseAllotment(capacity, partitions, p);
        expect(sum).toBe(capacity);
      }),
    );
  });

  it('finds the lowest capacity no slice owes at', () => {
    const slices: Slice[] = [
      { partition: 0, taken: 10, moved: 0 },
      { partition: 1, taken: 2, moved: 0 },
    ];
    // 20 shares out as 10 and 10; 19 as 10 and 9; 18 leaves slice 0 with 9 for its 10.
    expect(capacityFloor(2, slices)).toBe(19);
    // Slice 1 gave 5 of its share to slice 0 and took 1: at 11 its share (5) less 5 is 0.
    const moved: Slice[] = [
      { partition: 0, taken: 10, moved: 5 },
      { partition: 1, taken: 1, moved: -5 },
    ];
    expect(capacityFloor(2, moved)).toBe(12);
  });
});

type Step =
  | { kind: 'buy'; partition: number; quantity: number }
  | { kind: 'release'; partition: number; quantity: number }
  | { kind: 'cut'; by: number };

/**
 * A sale through P partitions, each deciding its requests against its own slice and pulling
 * allotment from the others when it runs short, as the allocator's transactions do (each
 * step one transaction). Random loads: the partitions' streams are as uneven as the buyers.
 */
function simulate(capacity: number, partitions: number, steps: readonly Step[]) {
  const slices: Slice[] = Array.from({ length: partitions }, (_, partition) => ({
    partition,
    taken: 0,
    moved: 0,
  }));
  const totalLeft = () =>
    slices.reduce((sum, slice) => sum + sliceLeft(capacity, partitions, slice), 0);
  const check = () => {
    const allotted = slices.reduce((sum, s) => sum + allotmentOf(capacity, partitions, s), 0);
    expect(allotted).toBe(capacity);
    const taken = slices.reduce((sum, slice) => sum + slice.taken, 0);
    expect(taken).toBeLessThanOrEqual(capacity);
    for (const slice of slices) {
      expect(slice.taken).toBeLessThanOrEqual(allotmentOf(capacity, partitions, slice));
    }
  };
  let granted = 0;
  for (const step of steps) {
    if (step.kind === 'cut') {
      // An organiser's edit: never below the floor (update-event refuses it).
      capacity = Math.max(capacityFloor(partitions, slices), capacity - step.by);
    } else {
      const own = slices[step.partition % partitions]!;
      if (step.kind === 'release') {
        own.taken -= Math.min(own.taken, step.quantity);
      } else {
        const left = sliceLeft(capacity, partitions, own);
        if (step.quantity > left) {
          const pulls = planPull(capacity, partitions, own.partition, step.quantity - left, slices);
          for (const [from, amount] of pulls) {
            slices[from]!.moved -= amount;
            own.moved += amount;
          }
        }
        if (step.quantity <= sliceLeft(capacity, partitions, own)) {
          own.taken += step.quantity;
          granted += step.quantity;
        } else {
          // Refused only when no slice had the tickets: nothing stranded.
          expect(totalLeft()).toBeLessThan(step.quantity);
        }
      }
    }
    check();
  }
  return { granted, left: totalLeft() };
}

describe('rebalancing (property)', () => {
  const step = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('buy' as const),
        partition: fc.nat(63),
        quantity: fc.integer({ min: 1, max: 6 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('release' as const),
        partition: fc.nat(63),
        quantity: fc.integer({ min: 1, max: 6 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cut' as const), by: fc.nat(20) }) },
  );

  it('never oversells and strands nothing, whatever the partitions are asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 2, max: 9 }),
        fc.array(step, { maxLength: 400 }),
        (capacity, partitions, steps) => {
          simulate(capacity, partitions, steps);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sells every ticket when one busy partition asks for them all', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 2, max: 8 }),
        (capacity, partitions) => {
          const steps: Step[] = Array.from({ length: capacity }, () => ({
            kind: 'buy',
            partition: 0,
            quantity: 1,
          }));
          expect(simulate(capacity, partitions, steps)).toEqual({ granted: capacity, left: 0 });
        },
      ),
    );
  });
});
