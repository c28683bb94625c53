import type { TicketTransferState } from '../../contract/transfers';
import { transferWindow } from '../../domain/transfer-window';
import type { TicketTransferRecord } from './transfer-records';
import type { TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { transferRefusal } from './transfer-rule';

/**
 * Where a ticket stands for a transfer, as its page shows it: handed on already, waiting for
 * the friend (`pending`, read from its transfer), free to hand on, or why not.
 */
export function ticketTransferState(
  ticket: TicketRecord,
  event: EventRecord,
  pending: TicketTransferRecord | undefined,
  now: Date,
): TicketTransferState {
  if (ticket.transferredTo) {
    return { state: 'transferred', toName: ticket.transferredTo.name, at: ticket.transferredTo.at };
  }
  const refusal = transferRefusal(ticket, event, now);
  // Refunded or used meanwhile: a transfer still waiting can never be claimed now.
  if (refusal && (ticket.status === 'void' || ticket.checkedInAt !== undefined)) {
    return { state: 'unavailable', reason: refusal };
  }
  if (ticket.pendingTransferId && pending?.status === 'pending') {
    return {
      state: 'pending',
      transferId: ticket.pendingTransferId,
      toName: pending.toName,
      toEmail: pending.toEmail,
      createdAt: pending.createdAt,
    };
  }
  if (refusal) return { state: 'unavailable', reason: refusal };
  const window = transferWindow(event, now);
  return window.open && window.closesAt
    ? { state: 'available', closesAt: window.closesAt }
    : { state: 'available' };
}
