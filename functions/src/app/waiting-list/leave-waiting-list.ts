import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import { tokenMatches } from './join-waiting-list';
import { serveAndNotify, type NotifyServices } from './serve-and-notify';
import type { WaitingEntryRecord, WaitingListRecord } from './waiting-list-records';
import { listIsActive } from './waiting-line';

/**
 * Leaves the list with the link's token: a place in line is given up, and an open offer's
 * tickets go to the next person at once. Leaving twice (or after buying) changes nothing.
 * A wrong token is the same 404 as an unknown entry.
 */
export async function leaveWaitingList({
  services,
  eventId,
  typeId,
  entryId,
  token,
}: {
  services: NotifyServices;
  eventId: string;
  typeId: string;
  entryId: string;
  token: string;
}): Promise<{ state: WaitingEntryRecord['state'] }> {
  const listPath = paths.waitingList(eventId, typeId);
  const entryPath = paths.waitingListEntry(eventId, typeId, entryId);
  const now = services.clock.now().toISOString();
  const state = await services.docs.runTransaction(async (tx) => {
    const [listDoc, entryDoc] = await tx.getAll([listPath, entryPath]);
    const list = listDoc!.data as WaitingListRecord | undefined;
    const entry = entryDoc!.data as WaitingEntryRecord | undefined;
    if (!list || !entry || !tokenMatches(entry, token)) throw notFound('Waiting-list entry');
    // An offer whose time ran out is the sweep's to lapse; leaving it now is the same.
    if (entry.state !== 'waiting' && entry.state !== 'offered') return entry.state;
    const next = { ...list };
    if (entry.state === 'waiting') next.waiting = Math.max(0, list.waiting - 1);
    if (entry.state === 'offered' && entry.offer) {
      next.offered -= entry.offer.quantity;
      next.pool += entry.offer.quantity;
    }
    tx.update(entryPath, { state: 'left', updatedAt: now });
    tx.set(listPath, { ...next, active: listIsActive(next), updatedAt: now });
    return 'left' as const;
  });
  await serveAndNotify(services, eventId, typeId);
  return { state };
}
