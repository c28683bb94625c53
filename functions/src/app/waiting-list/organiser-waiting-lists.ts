import type {
  WaitingEntryOrganiserView,
  WaitingListsView,
  WaitingListSettings,
} from '../../contract/waiting-list';
import type { Viewer } from '../../domain/approval';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { TicketTypeRecord } from '../events/event-records';
import { readOrganisedEvent } from '../events/organised-event';
import type { Services } from '../common/services';
import { serveAndNotify, type NotifyServices } from './serve-and-notify';
import { linePerServing } from './serve-waiting-list';
import { byPlaceInLine } from './waiting-line';
import {
  defaultOfferHours,
  type WaitingEntryRecord,
  type WaitingListRecord,
  type WaitingListSettingsRecord,
} from './waiting-list-records';

/** The organiser's view: every type's list that anyone joined, in line order. */
export async function listWaitingLists({
  services: { docs, clock },
  eventId,
  viewer,
}: {
  services: Pick<Services, 'docs' | 'clock'>;
  eventId: string;
  viewer: Viewer;
}): Promise<WaitingListsView> {
  await readOrganisedEvent(docs, eventId, viewer, 'orders.view');
  const [types, settings] = await Promise.all([
    docs.query<TicketTypeRecord>({
      collection: paths.eventTypes(eventId),
      orderBy: [{ field: 'position', direction: 'asc' }],
    }),
    docs.get<WaitingListSettingsRecord>(paths.waitingListSettings(eventId)),
  ]);
  const now = clock.now().toISOString();
  const lists = await Promise.all(
    types.map(async (type) => {
      const [list, entries] = await Promise.all([
        docs.get<WaitingListRecord>(paths.waitingList(eventId, type.id)),
        docs.query<WaitingEntryRecord>({ collection: paths.waitingListEntries(eventId, type.id) }),
      ]);
      if (!list.data) return undefined;
      return {
        typeId: type.id,
        typeName: type.data.name,
        closed: list.data.closed,
        waiting: list.data.waiting,
        offered: list.data.offered,
        entries: entries.sort(byPlaceInLine).map(({ data }) => entryView(data, now)),
      };
    }),
  );
  return {
    offerHours: settings.data?.offerHours ?? defaultOfferHours,
    lists: lists.filter((list) => list !== undefined),
  };
}

function entryView(entry: WaitingEntryRecord, now: string): WaitingEntryOrganiserView {
  const lapsed = entry.state === 'offered' && (entry.offer?.expiresAt ?? '') <= now;
  return {
    email: entry.email,
    quantity: entry.quantity,
    joinedAt: entry.createdAt,
    state: lapsed ? 'lapsed' : entry.state,
    ...(entry.offer
      ? { offer: { quantity: entry.offer.quantity, expiresAt: entry.offer.expiresAt } }
      : {}),
  };
}

/** How long the event's offers hold their tickets (offers made from now on). */
export async function setWaitingListSettings({
  services: { docs },
  eventId,
  viewer,
  input,
}: {
  services: Pick<Services, 'docs'>;
  eventId: string;
  viewer: Viewer;
  input: WaitingListSettings;
}): Promise<WaitingListSettings> {
  await readOrganisedEvent(docs, eventId, viewer, 'event.edit');
  const record: WaitingListSettingsRecord = { offerHours: input.offerHours };
  await docs.set(paths.waitingListSettings(eventId), record);
  return input;
}

/**
 * The organiser's buttons on one list: offer now (serve it at once: what is free, or pooled,
 * goes to the next in line) or close it (those waiting are told by email).
 */
export async function actOnWaitingList({
  services,
  eventId,
  typeId,
  viewer,
  action,
  addTickets = 0,
}: {
  services: NotifyServices;
  eventId: string;
  typeId: string;
  viewer: Viewer;
  action: 'offer' | 'close';
  /** Tickets added to the type's capacity before serving (offering by hand). */
  addTickets?: number;
}): Promise<{ offersMade: number; ticketsOffered: number }> {
  await readOrganisedEvent(services.docs, eventId, viewer, 'event.edit');
  const list = await services.docs.get<WaitingListRecord>(paths.waitingList(eventId, typeId));
  if (!list.data) throw notFound('Waiting list');
  if (action === 'offer' && addTickets > 0)
    await addCapacity(services, eventId, typeId, addTickets);
  let served = await serveAndNotify(services, eventId, typeId, { close: action === 'close' });
  // A long line is closed a chunk per transaction.
  while (action === 'close' && served.closedOut.length === linePerServing) {
    served = await serveAndNotify(services, eventId, typeId);
  }
  return {
    offersMade: served.offers.length,
    ticketsOffered: served.offers.reduce((sum, offer) => sum + offer.quantity, 0),
  };
}

/**
 * Raises a type's capacity (the organiser's "offer more"): only ever up, so no rule of the
 * event's edit is at stake (a cut is the edit's to refuse); the serving that follows takes
 * the new tickets for the line, and the allocator refuses them to the public meanwhile.
 */
async function addCapacity(
  { docs }: Pick<Services, 'docs'>,
  eventId: string,
  typeId: string,
  tickets: number,
): Promise<void> {
  const typePath = paths.eventType(eventId, typeId);
  await docs.runTransaction(async (tx) => {
    const type = (await tx.get<TicketTypeRecord>(typePath)).data;
    if (!type) throw notFound('Ticket type');
    if (type.capacity + tickets > maxCapacity) {
      throw new AppError('validation_failed', 'Too many tickets', {
        addTickets: `The capacity would be over ${maxCapacity.toLocaleString('en')}`,
      });
    }
    tx.update(typePath, { capacity: type.capacity + tickets });
  });
}

/** The event edit's own ceiling (contract/events.ts). */
const maxCapacity = 1_000_000;
