import type { PayoutHoldResponse } from '../../contract/payouts';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { Services } from '../common/services';
import type { EventRecord } from '../events/event-records';

/**
 * An administrator stops an event's payouts (a dispute, a suspicion of fraud) or lets them
 * go again. A payout already asked of the gateway is not recalled; no new one is approved.
 */
export async function setPayoutHold({
  services: { docs, clock },
  eventId,
  hold,
  reason,
  adminUid,
}: {
  services: Pick<Services, 'docs' | 'clock'>;
  eventId: string;
  hold: boolean;
  reason?: string;
  adminUid: string;
}): Promise<PayoutHoldResponse> {
  return docs.runTransaction(async (tx) => {
    const event = (await tx.get<EventRecord>(paths.event(eventId))).data;
    if (!event) throw notFound('Event');
    const payoutHold = hold
      ? { reason: reason ?? '', by: adminUid, at: clock.now().toISOString() }
      : null;
    tx.update(paths.event(eventId), { payoutHold });
    return { eventId, payoutHold };
  });
}
