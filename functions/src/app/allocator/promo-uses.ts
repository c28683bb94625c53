import type { PromoBudget } from '../../domain/allocation';
import { paths } from '../../paths';
import type { DocSnapshot, Transaction } from '../../ports/doc-store';
import type { PromoCodeRecord } from '../promo-codes/promo-records';

/** A promo code's key in a batch: its event and its normalised code. */
export const promoKey = (eventId: string, code: string) => `${eventId}/${code}`;

/**
 * The promo codes a batch read in its transaction and the uses it counts: given back for
 * expired holds and refunded orders, taken by grants (`allocate`), written back if changed.
 * The allocator is the only writer of `used` and `byBuyer`, as of stock.
 */
export class PromoUses {
  private readonly records = new Map<string, { path: string; data: PromoCodeRecord }>();
  budgets = new Map<string, PromoBudget>();

  constructor(snapshots: ReadonlyArray<DocSnapshot<PromoCodeRecord>>, keys: readonly string[]) {
    snapshots.forEach((snapshot, index) => {
      const data = snapshot.data;
      if (!data) return;
      const key = keys[index]!;
      this.records.set(key, { path: snapshot.path, data });
      this.budgets.set(key, {
        used: data.used,
        maxUses: data.maxUses,
        maxUsesPerBuyer: data.maxUsesPerBuyer,
        byBuyer: { ...(data.byBuyer ?? {}) },
      });
    });
  }

  record(key: string): PromoCodeRecord | undefined {
    return this.records.get(key)?.data;
  }

  /** An expired hold's or a refunded order's use goes back. */
  giveBack(key: string, uid: string): void {
    const budget = this.budgets.get(key);
    if (!budget) return;
    const byBuyer = { ...budget.byBuyer };
    const mine = (byBuyer[uid] ?? 0) - 1;
    if (mine > 0) byBuyer[uid] = mine;
    else delete byBuyer[uid];
    this.budgets.set(key, { ...budget, used: Math.max(0, budget.used - 1), byBuyer });
  }

  /** Writes every code whose uses changed. */
  write(tx: Transaction): void {
    for (const [key, { path, data }] of this.records) {
      const budget = this.budgets.get(key)!;
      const byBuyer = data.maxUsesPerBuyer === null ? {} : budget.byBuyer;
      const same =
        budget.used === data.used && JSON.stringify(byBuyer) === JSON.stringify(data.byBuyer ?? {});
      if (same) continue;
      tx.update(path, {
        used: budget.used,
        ...(data.maxUsesPerBuyer === null ? {} : { byBuyer }),
      });
    }
  }
}

export const promoPath = (key: string) => {
  const [eventId, code] = key.split('/') as [string, string];
  return paths.promoCode(eventId, code);
};
