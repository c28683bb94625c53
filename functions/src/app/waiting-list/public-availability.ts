import type { SaleState } from '../../domain/sale-state';
import { collections } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { WaitingListRecord } from './waiting-list-records';

/** An event's waiting lists by type (one query; most events have none). */
export async function readWaitingLists(
  docs: DocStore,
  eventId: string,
): Promise<Map<string, WaitingListRecord>> {
  const lists = await docs.query<WaitingListRecord>({
    collection: collections.waitingLists,
    where: [{ field: 'eventId', op: '==', value: eventId }],
  });
  return new Map(lists.map((doc) => [doc.data.typeId, doc.data]));
}

/**
 * What the public sees of a type with a waiting list: while people wait, whatever came free
 * is theirs (the allocator refuses it to the public), so the type shows sold out; a closed
 * list says so, so the page offers no form.
 */
export function withWaitingList(
  availability: { left: number; state: SaleState },
  list: WaitingListRecord | undefined,
): { left: number; state: SaleState; waitingListClosed?: true } {
  const waitedFor = (list?.waiting ?? 0) > 0 && availability.state === 'on_sale';
  const shown = waitedFor ? { left: 0, state: 'sold_out' as const } : availability;
  return list?.closed ? { ...shown, waitingListClosed: true } : shown;
}
