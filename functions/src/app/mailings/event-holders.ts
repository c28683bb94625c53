import { collections } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import type { TicketRecord } from '../checkout/checkout-records';
import { normalisedEmail } from './recipient-key';

/** One person holding tickets of an event: their address and the tickets it holds. */
export type EventHolder = { email: string; name?: string; tickets: ExistingDoc<TicketRecord>[] };

/**
 * Where a ticket's holder is written to: the attendee's own address when the buyer gave one
 * at checkout, else the ticket's (the buyer's, or the friend's who claimed it).
 */
export const holderAddressOf = (ticket: TicketRecord) =>
  normalisedEmail(ticket.attendeeEmail ?? ticket.email);

/**
 * The people holding valid tickets of an event now (void ones, refunded or handed on, are
 * nobody's), one per address with all its tickets, in address order; `keep` narrows the
 * tickets (a type, not yet checked in).
 */
export async function readEventHolders(
  docs: Pick<DocStore, 'query'>,
  eventId: string,
  keep: (ticket: TicketRecord) => boolean = () => true,
): Promise<EventHolder[]> {
  const tickets = await docs.query<TicketRecord>({
    collection: collections.tickets,
    where: [{ field: 'eventId', op: '==', value: eventId }],
  });
  const byAddress = new Map<string, EventHolder>();
  for (const ticket of tickets) {
    if (ticket.data.status === 'void' || !keep(ticket.data)) continue;
    const email = holderAddressOf(ticket.data);
    const holder = byAddress.get(email) ?? { email, tickets: [] };
    holder.name ??= ticket.data.holderName;
    holder.tickets.push(ticket);
    byAddress.set(email, holder);
  }
  return [...byAddress.values()].sort((a, b) => (a.email < b.email ? -1 : 1));
}
