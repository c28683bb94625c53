import { paths } from '../../paths';
import type { Services } from '../common/services';
import { AppError, notFound } from '../common/app-error';
import type { TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { eventKeys } from './event-keys';
import { eventFactsOf, type EventFacts } from './event-facts';
import { ticketLookupKey } from './ticket-lookup-key';
import { qrPayloadOf } from './ticket-signature';

/** What a wallet pass shows of one ticket, Apple's and Google's alike. */
export type WalletTicketFacts = EventFacts & {
  /**
   * Names the pass (Apple's serial number, Google's object id) without being the code:
   * the first 22 characters of the SHA-256 of the code, as the door's list names tickets.
   */
  passId: string;
  /** Exactly what the ticket page's QR code carries, and the door reads. */
  qrPayload: string;
  typeName: string;
  /** Whom the ticket was sent to. */
  holder: string;
  orderReference: string;
  /** The ticket's own page. */
  ticketUrl: string;
};

/**
 * The ticket `code` names, for a wallet: like its page, for whoever has the code (the secret
 * the email and the QR code carry), and "not found" for any other string, never a sign of
 * which codes exist. A void ticket is refused: a pass would be a ticket the door turns away.
 */
export async function walletTicketFacts(
  { docs, clock, publicBaseUrl }: Pick<Services, 'docs' | 'clock' | 'publicBaseUrl'>,
  code: string,
): Promise<WalletTicketFacts> {
  const ticket = (await docs.get<TicketRecord>(paths.ticket(code))).data;
  if (!ticket) throw notFound('Ticket');
  if (ticket.status === 'void') {
    const why = {
      cancelled: 'This ticket’s event was cancelled',
      transferred: 'This ticket was transferred to someone else',
      refunded: 'This ticket was refunded',
    }[ticket.voidReason ?? 'refunded'];
    throw new AppError('conflict', `${why}, so it cannot go in a wallet`);
  }
  const [event, keys] = await Promise.all([
    docs.get<EventRecord>(paths.event(ticket.eventId)),
    eventKeys({ docs, clock }, ticket.eventId),
  ]);
  if (!event.data) throw notFound('Ticket');
  return {
    passId: ticketLookupKey(code),
    qrPayload: qrPayloadOf(keys.privateKey, ticket.eventId, code),
    typeName: ticket.typeName,
    // The holder's name where the event asked for it, or a friend's who claimed the ticket.
    holder: ticket.holderName ?? ticket.email,
    orderReference: ticket.orderId,
    ...(await eventFactsOf(docs, ticket.eventId, event.data)),
    ticketUrl: `${publicBaseUrl}/tickets/${encodeURIComponent(code)}`,
  };
}
