import type { MessageAudience } from '../../contract/messages';
import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import { readEventHolders } from '../mailings/event-holders';
import type { MailingRecipient } from '../mailings/mailing-records';
import { normalisedEmail } from '../mailings/recipient-key';
import type { WaitingEntryRecord } from '../waiting-list/waiting-list-records';

type Reader = Pick<DocStore, 'query'>;

/** Which tickets' holders an audience of holders takes. */
function ticketFilter(audience: MessageAudience): (ticket: TicketRecord) => boolean {
  if (audience.kind === 'types') {
    const types = new Set(audience.typeIds);
    return (ticket) => types.has(ticket.typeId);
  }
  if (audience.kind === 'not_checked_in') return (ticket) => !ticket.checkedInAt;
  return () => true;
}

/** One recipient per address, in address order. */
function distinct(people: Array<{ email: string; name?: string }>): MailingRecipient[] {
  const byAddress = new Map<string, MailingRecipient>();
  for (const person of people) {
    const email = normalisedEmail(person.email);
    if (!byAddress.has(email)) {
      byAddress.set(email, { email, ...(person.name ? { name: person.name } : {}) });
    }
  }
  return [...byAddress.values()].sort((a, b) => (a.email < b.email ? -1 : 1));
}

async function waitingPeople(docs: Reader, eventId: string) {
  const types = await docs.query({ collection: paths.eventTypes(eventId) });
  const lists = await Promise.all(
    types.map((type) =>
      docs.query<WaitingEntryRecord>({
        collection: paths.waitingListEntries(eventId, type.id),
        where: [{ field: 'state', op: 'in', value: ['waiting', 'offered'] }],
      }),
    ),
  );
  return lists.flat().map((entry) => ({ email: entry.data.email }));
}

/** Everyone an audience of the event holds now, each address once. */
export async function audienceRecipients(
  docs: Reader,
  eventId: string,
  audience: MessageAudience,
): Promise<MailingRecipient[]> {
  if (audience.kind === 'buyers') {
    const orders = await docs.query<OrderRecord>({
      collection: collections.orders,
      where: [
        { field: 'eventId', op: '==', value: eventId },
        { field: 'status', op: '==', value: 'paid' },
      ],
    });
    return distinct(orders.map((order) => ({ email: order.data.email })));
  }
  if (audience.kind === 'waiting_list') return distinct(await waitingPeople(docs, eventId));
  const holders = await readEventHolders(docs, eventId, ticketFilter(audience));
  return holders.map(({ email, name }) => ({ email, ...(name ? { name } : {}) }));
}
