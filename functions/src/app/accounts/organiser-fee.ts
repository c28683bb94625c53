import type { OrganiserFeeResponse } from '../../contract/admin';
import type { FeeSchedule } from '../../domain/fees';
import { collections, paths } from '../../paths';
import { deleteField, type DocData, type DocStore } from '../../ports/doc-store';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';

/** `organiserFees/{uid}`: an organiser's own fee, and who set it when. */
export type OrganiserFeeRecord = DocData & { schedule: FeeSchedule; setBy: string; setAt: string };

/** The organiser's own fee, if an administrator set one: new events carry it. */
export async function organiserFeeOf(
  docs: Pick<DocStore, 'get'>,
  uid: string,
): Promise<FeeSchedule | undefined> {
  return (await docs.get<OrganiserFeeRecord>(paths.organiserFee(uid))).data?.schedule;
}

/**
 * An administrator sets an organiser's own platform fee (`schedule`), or clears it (undefined:
 * the platform's applies again). Every event of theirs carries it from then on: the public
 * page shows it and the allocator prices new orders with it; orders already priced keep
 * theirs. Each event is updated apart (an organiser may have more events than a transaction
 * holds); run again after a failure, it finishes the rest.
 */
export async function setOrganiserFee({
  services: { docs, clock },
  uid,
  schedule,
  adminUid,
}: {
  services: Pick<Services, 'docs' | 'clock'>;
  uid: string;
  schedule: FeeSchedule | undefined;
  adminUid: string;
}): Promise<OrganiserFeeResponse> {
  if (schedule) {
    const record: OrganiserFeeRecord = {
      schedule,
      setBy: adminUid,
      setAt: clock.now().toISOString(),
    };
    await docs.set(paths.organiserFee(uid), record);
  } else {
    await docs.delete(paths.organiserFee(uid));
  }
  const events = await docs.query<EventRecord>({
    collection: collections.events,
    where: [{ field: 'uid', op: '==', value: uid }],
  });
  await Promise.all(
    events.map((event) => docs.update(event.path, { feeSchedule: schedule ?? deleteField })),
  );
  return { uid, ...(schedule ? { feeSchedule: schedule } : {}), eventsUpdated: events.length };
}
