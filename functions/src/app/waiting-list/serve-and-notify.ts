import { collections, paths } from '../../paths';
import type { Services } from '../common/services';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import { serveWaitingList, type Served } from './serve-waiting-list';
import { sendClosedEmail, sendOfferEmail } from './waiting-list-emails';
import type { WaitingListRecord } from './waiting-list-records';

export type NotifyServices = Pick<Services, 'docs' | 'clock' | 'mailer' | 'publicBaseUrl'>;

/**
 * Serves a list (serve-waiting-list.ts) and then emails what it did: each offer its link,
 * and, when closing, each person who was waiting. The emails go after the commit (a
 * transaction may run twice); each is sent once (its idempotency key), and an offer whose
 * email a crash kept from going out is sent at the next serving (the sweep's, at the latest).
 */
export async function serveAndNotify(
  services: NotifyServices,
  eventId: string,
  typeId: string,
  options: { close?: boolean } = {},
): Promise<Served> {
  const served = await serveWaitingList(services, eventId, typeId, options);
  const offers = [...served.unsent, ...served.offers];
  if (offers.length === 0 && served.closedOut.length === 0) return served;
  const [event, type] = await Promise.all([
    services.docs.get<EventRecord>(paths.event(eventId)),
    services.docs.get<TicketTypeRecord>(paths.eventType(eventId, typeId)),
  ]);
  const names = {
    eventName: event.data?.name ?? 'your event',
    typeName: type.data?.name ?? 'tickets',
  };
  for (const offer of offers) {
    await sendOfferEmail(services, {
      ...offer,
      ...names,
      unitPrice: type.data?.price ?? 0,
      currency: type.data?.currency ?? '',
    });
    // Marked sent: the sweep sends again only what a crash kept from going out.
    const entryPath = paths.waitingListEntry(eventId, typeId, offer.entryId);
    await services.docs.update(entryPath, { offerEmailed: offer.offeredAt });
  }
  for (const person of served.closedOut) {
    await sendClosedEmail(services, { eventId, typeId, ...person, ...names });
  }
  return served;
}

/** Serves every list of an event (after the organiser changed its types: a capacity raised). */
export async function serveEventLists(services: NotifyServices, eventId: string): Promise<void> {
  const lists = await services.docs.query<WaitingListRecord>({
    collection: collections.waitingLists,
    where: [{ field: 'eventId', op: '==', value: eventId }],
  });
  for (const list of lists) {
    if (list.data.active) await serveAndNotify(services, eventId, list.data.typeId);
  }
}

/**
 * After a refund's tickets went back to stock (the allocator's stockReturn run): the event's
 * lists are served at once, so the first in line hears within seconds, not at the sweep.
 */
export async function serveAfterStockReturn(
  services: NotifyServices,
  order: { eventId?: unknown } | undefined,
): Promise<void> {
  if (typeof order?.eventId === 'string') await serveEventLists(services, order.eventId);
}

/**
 * The sweep, on a timer (production: the `waitingListSweep` schedule): every list with
 * people, pooled or offered tickets is served, so lapsed holds, refunds and lapsed offers
 * reach the next in line within a minute.
 */
export async function sweepWaitingLists(services: NotifyServices): Promise<{ offers: number }> {
  const lists = await services.docs.query<WaitingListRecord>({
    collection: collections.waitingLists,
    where: [{ field: 'active', op: '==', value: true }],
    limit: 500,
  });
  let offers = 0;
  const failures: unknown[] = [];
  for (const list of lists) {
    // One list's failure (its mail, say) does not keep the others waiting.
    try {
      const served = await serveAndNotify(services, list.data.eventId, list.data.typeId);
      offers += served.offers.length;
    } catch (failure) {
      failures.push(failure);
    }
  }
  if (failures.length > 0) throw failures[0];
  return { offers };
}
