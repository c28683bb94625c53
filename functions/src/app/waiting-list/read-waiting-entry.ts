import type { WaitingEntryView } from '../../contract/waiting-list';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { Services } from '../common/services';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import { orderPrice } from '../checkout/order-price';
import { tokenMatches } from './join-waiting-list';
import type { WaitingEntryRecord } from './waiting-list-records';

/**
 * What an entry's link shows: the place kept, or the offer (tickets, price, time left), or
 * why there is none. An offer whose time ran out reads `lapsed` before the sweep lapses it.
 */
export async function readWaitingEntry({
  services: { docs, clock, platformFee },
  eventId,
  typeId,
  entryId,
  token,
}: {
  services: Pick<Services, 'docs' | 'clock' | 'platformFee'>;
  eventId: string;
  typeId: string;
  entryId: string;
  token: string;
}): Promise<WaitingEntryView> {
  const [entryDoc, event, type] = await Promise.all([
    docs.get<WaitingEntryRecord>(paths.waitingListEntry(eventId, typeId, entryId)),
    docs.get<EventRecord>(paths.event(eventId)),
    docs.get<TicketTypeRecord>(paths.eventType(eventId, typeId)),
  ]);
  const entry = entryDoc.data;
  if (!entry || !tokenMatches(entry, token) || !event.data || !type.data) {
    throw notFound('Waiting-list entry');
  }
  const now = clock.now().toISOString();
  const offerOpen = entry.state === 'offered' && entry.offer && entry.offer.expiresAt > now;
  const state = entry.state === 'offered' && !offerOpen ? 'lapsed' : entry.state;
  const { price, currency } = type.data;
  const offer = offerOpen
    ? {
        quantity: entry.offer!.quantity,
        expiresAt: entry.offer!.expiresAt,
        unitPrice: price,
        currency,
        amount: orderPrice(
          [{ typeId, price, quantity: entry.offer!.quantity }],
          currency,
          event.data,
          platformFee,
        ).buyerPays,
      }
    : undefined;
  return {
    eventId,
    eventName: event.data.name,
    typeId,
    typeName: type.data.name,
    quantity: entry.quantity,
    state,
    ...(offer ? { offer } : {}),
    ...(entry.orderId ? { orderId: entry.orderId } : {}),
  };
}
