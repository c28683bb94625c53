import { paths } from '../../paths';
import type { ExistingDoc } from '../../ports/doc-store';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import type { Services } from '../common/services';
import { eventKeys } from './event-keys';
import { eventFactsOf } from './event-facts';
import type { TicketEmailFacts } from './ticket-email';
import { qrPayloadOf } from './ticket-signature';
import { orderDocumentLinks } from '../invoices/order-document-names';

/**
 * What the ticket email and the PDF tell of a paid order: its event, its organiser and each
 * ticket with the QR payload the door reads, signed as the ticket page signs it. `onlyValid`
 * leaves out refunded tickets (the PDF is printed to get in); the email lists all it sold.
 */
export async function orderTicketFacts(
  { docs, clock, publicBaseUrl }: Pick<Services, 'docs' | 'clock' | 'publicBaseUrl'>,
  order: ExistingDoc<OrderRecord>,
  {
    onlyValid = false,
    codes: only,
  }: {
    onlyValid?: boolean;
    /** These tickets of the order alone (a friend's claimed code is not in its `ticketCodes`). */
    codes?: string[];
  } = {},
): Promise<TicketEmailFacts> {
  const { eventId } = order.data;
  const ticketCodes = only ?? order.data.ticketCodes ?? [];
  const [event, tickets, keys] = await Promise.all([
    docs.get<EventRecord>(paths.event(eventId)),
    docs.getAll<TicketRecord>(ticketCodes.map(paths.ticket)),
    eventKeys({ docs, clock }, eventId),
  ]);
  const byCode = new Map(
    tickets
      .filter((doc): doc is ExistingDoc<TicketRecord> => doc.data !== undefined)
      .map((doc) => [doc.id, doc.data]),
  );
  const codes = onlyValid
    ? ticketCodes.filter((code) => byCode.has(code) && byCode.get(code)?.status !== 'void')
    : ticketCodes;
  return {
    orderId: order.id,
    ...(await eventFactsOf(docs, eventId, event.data)),
    amount: order.data.amount,
    currency: order.data.currency,
    ...(order.data.promo ? { promo: order.data.promo } : {}),
    tickets: codes.map((code) => ({
      code,
      typeName: byCode.get(code)?.typeName ?? 'Ticket',
      // The holder's name where the event asked for it (or a friend claimed the ticket).
      holder: byCode.get(code)?.holderName ?? byCode.get(code)?.email ?? order.data.email,
      qrPayload: qrPayloadOf(keys.privateKey, eventId, code),
    })),
    publicBaseUrl,
    ...withReceipt(orderDocumentLinks(order.id, order.data, publicBaseUrl).invoice),
  };
}

const withReceipt = (receipt: TicketEmailFacts['receipt']) => (receipt ? { receipt } : {});
