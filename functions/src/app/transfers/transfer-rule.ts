import type { TransferRefusal } from '../../contract/transfers';
import { transferWindow } from '../../domain/transfer-window';
import type { TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';

/**
 * Why `ticket` cannot change hands at `now`, or `undefined` when it can: it must be valid
 * (not refunded, cancelled or transferred already), not used at the door, and its event's
 * transfer window open. Starting a transfer and claiming one both ask, each inside its own
 * transaction, so a refund or a scan that commits first always wins.
 */
export function transferRefusal(
  ticket: TicketRecord,
  event: EventRecord,
  now: Date,
): TransferRefusal | undefined {
  if (ticket.status === 'void') {
    if (ticket.voidReason === 'transferred') return 'transferred';
    return ticket.voidReason === 'cancelled' ? 'cancelled' : 'refunded';
  }
  if (ticket.checkedInAt !== undefined) return 'used';
  const window = transferWindow(event, now);
  return window.open ? undefined : window.reason;
}

/** What the holder reads in a 409 (and the claim page in words of its own). */
export const transferRefusalMessages: Record<TransferRefusal, string> = {
  refunded: 'This ticket was refunded: it cannot be transferred',
  cancelled: 'This event was cancelled: its tickets cannot be transferred',
  used: 'This ticket was already used at the door: it cannot be transferred',
  transferred: 'This ticket was already transferred to someone else',
  transfer_pending: 'This ticket is already being transferred: cancel that transfer first',
  transfers_off: 'The organiser does not allow transfers for this event',
  transfers_closed: 'Transfers for this event are closed',
  already_claimed: 'This transfer was already claimed',
  transfer_cancelled: 'This transfer was cancelled by the ticket holder',
};
