import { paths } from '../../paths';
import type { DocStore, ExistingDoc } from '../../ports/doc-store';
import type { TicketRecord } from '../checkout/checkout-records';
import type { TicketTransferRecord } from './transfer-records';

/** The transfers waiting on `tickets`, by id, in one batched read (none: no read). */
export async function readPendingTransfers(
  docs: DocStore,
  tickets: ReadonlyArray<ExistingDoc<TicketRecord>>,
): Promise<Map<string, TicketTransferRecord>> {
  const ids = tickets.flatMap((ticket) =>
    ticket.data.pendingTransferId ? [ticket.data.pendingTransferId] : [],
  );
  if (ids.length === 0) return new Map();
  const transfers = await docs.getAll<TicketTransferRecord>(ids.map(paths.ticketTransfer));
  return new Map(transfers.flatMap((doc) => (doc.data ? [[doc.id, doc.data] as const] : [])));
}
