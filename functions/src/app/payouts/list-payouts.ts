import type { PayoutView, PayoutsResponse } from '../../contract/payouts';
import type { Viewer } from '../../domain/approval';
import { collections, paths } from '../../paths';
import type { Clock } from '../../ports/clock';
import type { DocStore } from '../../ports/doc-store';
import { readPage } from '../common/read-page';
import type { EventRecord } from '../events/event-records';
import { readOrganisedEvent } from '../events/organised-event';
import type { PayoutRecord, PayoutStatus } from './payout-records';
import { setFields } from '../common/set-fields';
import { requireSecondStepFor } from '../two-step/require-second-step';

export function toPayoutView(id: string, data: PayoutRecord): PayoutView {
  return {
    id,
    eventId: data.eventId,
    currency: data.currency,
    amount: data.amount,
    status: data.status,
    bankName: data.bankName,
    accountLast4: data.accountLast4,
    createdAt: data.createdAt,
    updatedAt: data.updatedAt,
    ...setFields(data, ['settledAt', 'failureReason']),
    ...(data.status === 'requested' && data.nextAttemptAt
      ? { nextAttemptAt: data.nextAttemptAt }
      : {}),
  };
}

/**
 * An event's payouts, newest first, for its organiser and administrators (with the second
 * sign-in step, where the organisation requires it).
 */
export async function listEventPayouts({
  services,
  eventId,
  viewer,
  limit = 50,
}: {
  services: { docs: DocStore; clock: Clock };
  eventId: string;
  viewer: Viewer;
  limit?: number;
}): Promise<PayoutView[]> {
  const event = await readOrganisedEvent(services.docs, eventId, viewer, 'money.view');
  await requireSecondStepFor(services, viewer, event.orgId);
  return readEventPayouts(services.docs, eventId, limit);
}

/** An event's payouts, newest first: for a caller that authorised the reader already. */
export async function readEventPayouts(
  docs: DocStore,
  eventId: string,
  limit: number,
): Promise<PayoutView[]> {
  const payouts = await docs.query<PayoutRecord>({
    collection: collections.payouts,
    where: [{ field: 'eventId', op: '==', value: eventId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit,
  });
  return payouts.map(({ id, data }) => toPayoutView(id, data));
}

/**
 * Every payout, newest first, a page at a time, with its event's name (one batched read):
 * the administrators' list of transfers.
 */
export async function listAllPayouts({
  services: { docs },
  status,
  page,
}: {
  services: { docs: DocStore };
  status?: PayoutStatus;
  page: { after?: string; limit?: number };
}): Promise<PayoutsResponse> {
  const { page: found, nextCursor } = await readPage<PayoutRecord>(
    docs,
    {
      collection: collections.payouts,
      ...(status ? { where: [{ field: 'status', op: '==' as const, value: status }] } : {}),
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  const eventIds = [...new Set(found.map(({ data }) => data.eventId))];
  const events =
    eventIds.length > 0
      ? await docs.getAll<EventRecord>(eventIds.map((eventId) => paths.event(eventId)))
      : [];
  const names = new Map(
    events.flatMap((event, index) => (event.data ? [[eventIds[index]!, event.data.name]] : [])),
  );
  return {
    payouts: found.map(({ id, data }) => {
      const eventName = names.get(data.eventId);
      return { ...toPayoutView(id, data), ...(eventName !== undefined ? { eventName } : {}) };
    }),
    ...(nextCursor ? { nextCursor } : {}),
  };
}
