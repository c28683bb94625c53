import { doorStateOf } from '../../domain/door-state';
import { paths } from '../../paths';
import { deleteField } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import { newTicketCode } from '../payments/fulfil-order';
import { ticketKeywords, type TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import type { UseCaseOptions } from '../common/use-case-options';
import { eventKeys } from '../tickets/event-keys';
import { qrPayloadOf } from '../tickets/ticket-signature';
import { sendClaimedTicketEmail } from './send-transfer-email';
import { isClaimToken, type TicketTransferRecord } from './transfer-records';
import { transferRefusal, transferRefusalMessages } from './transfer-rule';
import type { TransferRefusal } from '../../contract/transfers';
import { readWebhookWants } from '../webhooks/stage-if-wanted';
import { ticketTransferredEvent } from '../webhooks/ticket-webhook-events';

export type ClaimTransferInput = {
  transferId: string;
  token: string;
  /** The friend's account when they are signed in (My tickets then lists it), else none. */
  claimantUid?: string;
};

const refuse = (reason: TransferRefusal) =>
  new AppError('conflict', transferRefusalMessages[reason], undefined, { reason });

/**
 * The friend takes the ticket, in ONE transaction that reads the transfer, the ticket and
 * its event, checks the transfer is still waiting and the ticket still valid and not checked
 * in, then creates the friend's ticket under a new code (128 random bits), voids the old code
 * (`transferred`) and marks the transfer claimed. A door scan and a refund write the same
 * ticket in transactions of their own, so whichever commits first wins and the others see
 * it: never two valid codes for one seat. A wrong token is a 404 that says nothing.
 */
export async function claimTransfer({
  services,
  transferId,
  token,
  claimantUid,
}: UseCaseOptions<'docs' | 'clock' | 'mailer' | 'publicBaseUrl', ClaimTransferInput>): Promise<{
  code: string;
}> {
  const { docs, clock } = services;
  const newCode = newTicketCode();
  const claimed = await docs.runTransaction(async (tx) => {
    const transfer = (await tx.get<TicketTransferRecord>(paths.ticketTransfer(transferId))).data;
    if (!transfer || !isClaimToken(transfer, token)) throw notFound('Transfer');
    if (transfer.status === 'claimed') throw refuse('already_claimed');
    if (transfer.status === 'cancelled') throw refuse('transfer_cancelled');
    const ticket = (await tx.get<TicketRecord>(paths.ticket(transfer.code))).data;
    const event = (await tx.get<EventRecord>(paths.event(transfer.eventId))).data;
    if (!ticket || !event) throw notFound('Transfer');
    const now = clock.now();
    const refusal = transferRefusal(ticket, event, now);
    if (refusal) throw refuse(refusal);
    // Only the transfer the ticket names is live (a cancelled one may not come back).
    if (ticket.pendingTransferId !== transferId) throw refuse('transfer_cancelled');
    const webhooks = await readWebhookWants(tx, event.orgId);

    const at = now.toISOString();
    const friends: TicketRecord = {
      orderId: ticket.orderId,
      eventId: ticket.eventId,
      typeId: ticket.typeId,
      typeName: ticket.typeName,
      email: transfer.toEmail,
      holderName: transfer.toName,
      uid: claimantUid ?? '',
      createdAt: at,
      status: 'valid',
      doorState: 'not_checked_in',
      keywords: ticketKeywords(
        { email: transfer.toEmail, orderId: ticket.orderId, holderName: transfer.toName },
        newCode,
      ),
      replaces: transfer.code,
    };
    tx.create(paths.ticket(newCode), friends);
    tx.update(paths.ticket(transfer.code), {
      status: 'void',
      voidReason: 'transferred',
      voidedAt: at,
      doorState: doorStateOf({ status: 'void' }),
      transferredTo: { name: transfer.toName, email: transfer.toEmail, at },
      replacedBy: newCode,
      pendingTransferId: deleteField,
    });
    tx.update(paths.ticketTransfer(transferId), {
      status: 'claimed',
      claimedAt: at,
      newCode,
    });
    webhooks.stage(
      tx,
      ticketTransferredEvent({
        event: { id: transfer.eventId, name: event.name },
        transferId,
        previousCode: transfer.code,
        fromEmail: transfer.fromEmail,
        code: newCode,
        ticket: friends,
        at,
      }),
    );
    return { transfer, ticket: friends, event };
  });
  // Signed as the ticket page signs it, so the email's QR code is the one the door reads.
  const keys = await eventKeys({ docs, clock }, claimed.transfer.eventId);
  const qrPayload = qrPayloadOf(keys.privateKey, claimed.transfer.eventId, newCode);
  await sendClaimedTicketEmail(services, { transferId, code: newCode, qrPayload, ...claimed });
  return { code: newCode };
}
