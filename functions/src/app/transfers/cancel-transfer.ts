import { paths } from '../../paths';
import { deleteField } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import type { TicketRecord } from '../checkout/checkout-records';
import type { UseCaseOptions } from '../common/use-case-options';
import type { TicketTransferRecord } from './transfer-records';

/**
 * Takes back a transfer its friend has not claimed: the transfer becomes `cancelled` (its
 * link then opens a page saying so) and the ticket is free to be handed on again. The
 * transaction reads the transfer, so a claim that commits first wins and this one is a 409.
 */
export async function cancelTransfer({
  services: { docs, clock },
  code,
}: UseCaseOptions<'docs' | 'clock', { code: string }>): Promise<void> {
  await docs.runTransaction(async (tx) => {
    const ticket = (await tx.get<TicketRecord>(paths.ticket(code))).data;
    if (!ticket) throw notFound('Ticket');
    const transferId = ticket.pendingTransferId;
    const transfer = transferId
      ? (await tx.get<TicketTransferRecord>(paths.ticketTransfer(transferId))).data
      : undefined;
    if (!transferId || transfer?.status !== 'pending') {
      throw new AppError(
        'conflict',
        'This ticket has no transfer waiting to be claimed',
        undefined,
        {
          reason: ticket.transferredTo ? 'already_claimed' : 'no_transfer',
        },
      );
    }
    tx.update(paths.ticketTransfer(transferId), {
      status: 'cancelled',
      cancelledAt: clock.now().toISOString(),
    });
    tx.update(paths.ticket(code), { pendingTransferId: deleteField });
  });
}
