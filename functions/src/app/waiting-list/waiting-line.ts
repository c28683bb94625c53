import type { WaitingListRecord } from './waiting-list-records';

type InLine = { id: string; data: { createdAt: string } };

/** Line order: who joined first, then the entry's id (Firestore's own order on a tie). */
export function byPlaceInLine(a: InLine, b: InLine): number {
  if (a.data.createdAt !== b.data.createdAt) return a.data.createdAt < b.data.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Whether the sweep has anything to look at on a list: people, pooled or offered tickets. */
export const listIsActive = (list: Pick<WaitingListRecord, 'waiting' | 'pool' | 'offered'>) =>
  list.waiting > 0 || list.pool > 0 || list.offered > 0;
