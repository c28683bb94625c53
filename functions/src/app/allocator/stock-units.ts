import {
  allotmentOf,
  partitionOfBuyer,
  planPull,
  sliceLeft,
  type Slice,
} from '../../domain/partitions';
import { paths } from '../../paths';
import type { DocSnapshot, Transaction } from '../../ports/doc-store';
import type { StockRecord, StockSliceRecord } from '../checkout/checkout-records';

/**
 * What the allocator takes tickets from: a ticket type's own stock document (an event with
 * one allocator), or one partition's slice of it (an event with several). Read in the
 * batch's transaction, changed in memory, written back if changed.
 */
export type StockUnit = {
  path: string;
  eventId: string;
  typeId: string;
  /** Undefined: the type's own document. */
  partition: number | undefined;
  partitions: number;
  taken: number;
  moved: number;
  readonly takenBefore: number;
  readonly movedBefore: number;
};

export const unitPath = (eventId: string, typeId: string, partition: number | undefined) =>
  partition === undefined
    ? paths.stock(eventId, typeId)
    : paths.stockSlice(eventId, typeId, partition);

/**
 * The partition an order or a request of an event with `partitions` partitions draws on:
 * its own, or (a request written without one: a late payment's reclaim, or one from before
 * the event had partitions) its buyer's.
 */
export function partitionOf(
  doc: { uid: string; partition?: number },
  partitions: number,
): number | undefined {
  if (partitions <= 1) return undefined;
  const own = doc.partition;
  // A partition that is not one of the event's is nobody's slice: the buyer's is.
  const valid = own !== undefined && Number.isInteger(own) && own >= 0 && own < partitions;
  return valid ? own : partitionOfBuyer(doc.uid, partitions);
}

const asSlice = (unit: StockUnit): Slice => ({
  partition: unit.partition ?? 0,
  taken: unit.taken,
  moved: unit.moved,
});

/** The units a batch reads, by path: each read once per transaction, all before any write. */
export class StockUnits {
  private readonly units = new Map<string, StockUnit>();

  constructor(private readonly tx: Transaction) {}

  /** A unit from a snapshot the batch's first read already holds. */
  add(
    key: { eventId: string; typeId: string; partition: number | undefined; partitions: number },
    snapshot: DocSnapshot<StockRecord>,
  ): StockUnit {
    const known = this.units.get(snapshot.path);
    if (known) return known;
    const data = snapshot.data as Partial<StockSliceRecord> | undefined;
    const taken = data?.taken ?? 0;
    const moved = data?.moved ?? 0;
    const unit: StockUnit = {
      path: snapshot.path,
      ...key,
      taken,
      moved,
      takenBefore: taken,
      movedBefore: moved,
    };
    this.units.set(unit.path, unit);
    return unit;
  }

  get(path: string): StockUnit | undefined {
    return this.units.get(path);
  }

  /** Reads, in one round trip, the units not read yet. */
  async read(
    keys: Array<{
      eventId: string;
      typeId: string;
      partition: number | undefined;
      partitions: number;
    }>,
  ): Promise<void> {
    const missing = keys.filter(
      (key, index) =>
        !this.units.has(unitPath(key.eventId, key.typeId, key.partition)) &&
        keys.findIndex(
          (other) =>
            unitPath(other.eventId, other.typeId, other.partition) ===
            unitPath(key.eventId, key.typeId, key.partition),
        ) === index,
    );
    if (missing.length === 0) return;
    const read = await this.tx.getAll<StockRecord>(
      missing.map((key) => unitPath(key.eventId, key.typeId, key.partition)),
    );
    missing.forEach((key, index) => this.add(key, read[index]!));
  }

  /**
   * Rebalancing: gives `unit` (a slice that needs `shortfall` more than it has left) what the
   * other slices of its type have left, up to the shortfall, reading them first. Every move
   * takes from one slice what it gives another in this one transaction, so the allotments
   * still add up to the capacity, and no slice gives more than it has left, so none can
   * sell more than its allotment: the type never sells more than its capacity.
   */
  async pull(unit: StockUnit, capacity: number, shortfall: number): Promise<void> {
    if (unit.partition === undefined || shortfall <= 0) return;
    const others = Array.from({ length: unit.partitions }, (_, partition) => ({
      eventId: unit.eventId,
      typeId: unit.typeId,
      partition,
      partitions: unit.partitions,
    }));
    await this.read(others);
    const slices = others.map((key) =>
      this.units.get(unitPath(key.eventId, key.typeId, key.partition))!,
    );
    const pulls = planPull(
      capacity,
      unit.partitions,
      unit.partition,
      shortfall,
      slices.map(asSlice),
    );
    for (const [from, amount] of pulls) {
      slices[from]!.moved -= amount;
      unit.moved += amount;
    }
  }

  /** What the unit may hold in all: the type's capacity, or the slice's allotment of it. */
  static allotment(unit: StockUnit, capacity: number): number {
    return unit.partition === undefined
      ? capacity
      : allotmentOf(capacity, unit.partitions, asSlice(unit));
  }

  static left(unit: StockUnit, capacity: number): number {
    return unit.partition === undefined
      ? Math.max(0, capacity - unit.taken)
      : sliceLeft(capacity, unit.partitions, asSlice(unit));
  }

  /** Writes every unit that changed: the type's own document as ever, a slice whole. */
  write(): void {
    for (const unit of this.units.values()) {
      if (unit.taken === unit.takenBefore && unit.moved === unit.movedBefore) continue;
      if (unit.partition === undefined) {
        this.tx.set(unit.path, { taken: unit.taken }, { merge: true });
        continue;
      }
      const slice: StockSliceRecord = {
        typeId: unit.typeId,
        partition: unit.partition,
        taken: unit.taken,
        moved: unit.moved,
      };
      this.tx.set(unit.path, slice);
    }
  }
}
