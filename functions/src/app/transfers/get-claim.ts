import type { ClaimView } from '../../contract/transfers';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { eventOnTicket } from '../tickets/ticket-view';
import type { UseCaseOptions } from '../common/use-case-options';
import { isClaimToken, type TicketTransferRecord } from './transfer-records';
import { transferRefusal } from './transfer-rule';

/**
 * What the claim page shows: the event and the ticket, and whether the friend can claim it
 * now or why not (claimed, cancelled, refunded, closed...). It changes nothing. A wrong
 * token is a 404, as a transfer that does not exist.
 */
export async function getClaim({
  services: { docs, clock },
  transferId,
  token,
}: UseCaseOptions<'docs' | 'clock', { transferId: string; token: string }>): Promise<ClaimView> {
  const transfer = (await docs.get<TicketTransferRecord>(paths.ticketTransfer(transferId))).data;
  if (!transfer || !isClaimToken(transfer, token)) throw notFound('Transfer');
  const [ticket, event] = await Promise.all([
    docs.get<TicketRecord>(paths.ticket(transfer.code)),
    docs.get<EventRecord>(paths.event(transfer.eventId)),
  ]);
  if (!ticket.data || !event.data) throw notFound('Transfer');
  const state =
    transfer.status === 'claimed'
      ? 'already_claimed'
      : transfer.status === 'cancelled' || ticket.data.pendingTransferId !== transferId
        ? 'transfer_cancelled'
        : (transferRefusal(ticket.data, event.data, clock.now()) ?? 'claimable');
  return {
    state,
    toName: transfer.toName,
    typeName: ticket.data.typeName,
    event: eventOnTicket({ ...event, data: event.data }),
  };
}
