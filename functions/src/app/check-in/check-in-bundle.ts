import type { CheckInBundle } from '../../contract/check-in';
import { collections, paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { eventPublicKey } from '../tickets/event-keys';
import type { Scanner } from './scan-records';
import { ticketLookupKey } from '../tickets/ticket-lookup-key';
import { withoutUndefined } from '../common/without-undefined';
import type { UseCaseOptions } from '../common/use-case-options';

/**
 * Everything a scanner needs to answer with no network: the event's public key, to check
 * signatures, and every ticket by lookup key (never by code: a code is the ticket itself)
 * with its door state. The scanner's caller has been authorised for this event.
 */
export async function checkInBundle({
  services: { docs, clock },
  eventId,
  scanner,
}: UseCaseOptions<
  'docs' | 'clock',
  { eventId: string; scanner: Scanner }
>): Promise<CheckInBundle> {
  const generatedAt = clock.now().toISOString();
  const [event, keys, tickets] = await Promise.all([
    docs.get<EventRecord>(paths.event(eventId)),
    eventPublicKey({ docs, clock }, eventId),
    // Every ticket of the event, once, before doors open: what a door needs offline.
    docs.query<TicketRecord>({
      collection: collections.tickets,
      where: [{ field: 'eventId', op: '==', value: eventId }],
    }),
  ]);
  if (!event.data) throw notFound('Event');
  return {
    event: withoutUndefined({
      id: eventId,
      name: event.data.name,
      startsAt: event.data.startsAt,
      timeZone: event.data.timeZone,
    }),
    publicKey: keys.publicKeyRaw,
    scannerName: scanner.name,
    tickets: tickets.map(({ id, data: ticket }) => {
      const status = ticket.status ?? 'valid';
      return withoutUndefined({
        key: ticketLookupKey(id),
        typeName: ticket.typeName,
        holderName: ticket.holderName,
        status,
        voidReason: status === 'void' ? ticket.voidReason : undefined,
        checkedInAt: ticket.checkedInAt,
        checkedInBy: ticket.checkedInAt
          ? (ticket.checkedInByName ?? ticket.checkedInBy)
          : undefined,
        // A device that has not synced since the claim voids the old code on seeing this one.
        replacesKey: ticket.replaces ? ticketLookupKey(ticket.replaces) : undefined,
      });
    }),
    generatedAt,
  };
}
