import { stockKey, type Refusal } from '../../domain/allocation';
import { paths } from '../../paths';
import type { DocSnapshot } from '../../ports/doc-store';
import type { WaitingListRecord } from '../waiting-list/waiting-list-records';

/** The waiting lists a batch reads, one per type it touches (most never had one). */
export const waitingListPaths = (keyParts: ReadonlyArray<readonly [string, string]>) =>
  keyParts.map(([eventId, typeId]) => paths.waitingList(eventId, typeId));

/**
 * While people wait for a type, it is not on public sale: whatever comes free of it (a hold
 * that lapsed, a refund, a capacity raised) is theirs first (app/waiting-list), so a public
 * request for it is refused sold out, in the allocator's transaction, which read the lists.
 */
export function waitingListRefusal(
  typeKeys: readonly string[],
  lists: ReadonlyArray<DocSnapshot<WaitingListRecord>>,
) {
  const waitedFor = new Set(typeKeys.filter((_, index) => (lists[index]?.data?.waiting ?? 0) > 0));
  return (request: { eventId: string; items: ReadonlyArray<{ typeId: string }> }) => {
    const item = request.items.find((one) => waitedFor.has(stockKey(request.eventId, one.typeId)));
    return item
      ? ({ code: 'sold_out', typeId: item.typeId, left: 0 } satisfies Refusal)
      : undefined;
  };
}
