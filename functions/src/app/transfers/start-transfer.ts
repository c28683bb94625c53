import type { TicketTransferState } from '../../contract/transfers';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import type { UseCaseOptions } from '../common/use-case-options';
import { sendTransferEmail } from './send-transfer-email';
import { newClaimToken, hashClaimToken, type TicketTransferRecord } from './transfer-records';
import { transferRefusal, transferRefusalMessages } from './transfer-rule';

export type StartTransferInput = {
  /** The ticket's code: whoever has it holds the ticket (as its page needs no sign-in). */
  code: string;
  /** The friend, already checked by the contract (`email` lower case). */
  toName: string;
  toEmail: string;
};

/**
 * Hands a ticket to a friend: one transaction checks the ticket can still change hands and
 * has no other transfer waiting, records the transfer with the SHA-256 of a new claim token
 * and marks the ticket; then the friend is emailed the claim link, which alone carries the
 * token. The ticket stays valid (and the holder may cancel) until the friend claims it.
 */
export async function startTransfer({
  services,
  code,
  toName,
  toEmail,
}: UseCaseOptions<'docs' | 'clock' | 'mailer' | 'publicBaseUrl', StartTransferInput>): Promise<
  Extract<TicketTransferState, { state: 'pending' }>
> {
  const { docs, clock } = services;
  const token = newClaimToken();
  const transferId = docs.newId();
  const { ticket, event, transfer } = await docs.runTransaction(async (tx) => {
    const ticket = (await tx.get<TicketRecord>(paths.ticket(code))).data;
    if (!ticket) throw notFound('Ticket');
    const event = (await tx.get<EventRecord>(paths.event(ticket.eventId))).data;
    if (!event) throw notFound('Ticket');
    const now = clock.now();
    const refusal =
      transferRefusal(ticket, event, now) ??
      (ticket.pendingTransferId ? ('transfer_pending' as const) : undefined);
    if (refusal) {
      throw new AppError('conflict', transferRefusalMessages[refusal], undefined, {
        reason: refusal,
      });
    }
    if (toEmail === ticket.email.toLowerCase()) {
      throw new AppError('validation_failed', 'This ticket is already yours', {
        email: 'This is your own email: enter your friend’s',
      });
    }
    const transfer: TicketTransferRecord = {
      code,
      eventId: ticket.eventId,
      orderId: ticket.orderId,
      fromEmail: ticket.email,
      toName,
      toEmail,
      tokenHash: hashClaimToken(token),
      status: 'pending',
      createdAt: now.toISOString(),
    };
    tx.create(paths.ticketTransfer(transferId), transfer);
    tx.update(paths.ticket(code), { pendingTransferId: transferId });
    return { ticket, event, transfer };
  });
  await sendTransferEmail(services, { transferId, token, transfer, ticket, event });
  return {
    state: 'pending',
    transferId,
    toName: transfer.toName,
    toEmail: transfer.toEmail,
    createdAt: transfer.createdAt,
  };
}
