import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { storedOverAt, type EventRecord } from '../events/event-records';
import { readEventMoney } from '../money/read-event-money';
import type { PayoutLockRecord } from '../payouts/payout-records';

/** Whether an event's people may be erased now, and what it is, to say what waits for what. */
export type EventSettlement = { isSettled: boolean; name: string; overAt?: string };

/**
 * An event is settled for erasure once it is over (or cancelled) and its money is paid out:
 * every currency's balance is zero and no payout is in flight. An event with nothing to pay
 * out (free, or every order refunded) is settled once it is over. Until then its tickets stay
 * valid, and its orders stay as they are, since refunds, the door and the payout need them.
 * An event that no longer exists holds nothing to wait for.
 */
export async function readEventSettlement(
  docs: DocStore,
  eventId: string,
  now: Date,
): Promise<EventSettlement> {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event) return { isSettled: true, name: 'An event' };
  const overAt = event.overAt ?? storedOverAt(event);
  const described = { name: event.name, ...(overAt ? { overAt } : {}) };
  const isOver =
    event.cancelledAt !== undefined || (overAt !== undefined && overAt <= now.toISOString());
  if (!isOver) return { isSettled: false, ...described };
  const money = await readEventMoney(docs, eventId);
  if (money.some(({ totals }) => totals.balance !== 0)) return { isSettled: false, ...described };
  const locks = await docs.getAll<PayoutLockRecord>(
    money.map(({ currency }) => paths.payoutLock(eventId, currency)),
  );
  const isPayoutInFlight = locks.some((lock) => Boolean(lock.data?.inFlight));
  return { isSettled: !isPayoutInFlight, ...described };
}
