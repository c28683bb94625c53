import { paths } from '../../paths';
import type { DocSnapshot, Transaction } from '../../ports/doc-store';
import type { TicketRecord } from '../checkout/checkout-records';

/** More hand-overs than anyone makes of one ticket: a bound on what a refund reads. */
const maxTransfersPerTicket = 50;

/**
 * An order's tickets as they stand now, inside `tx`: the codes it sold, and for each one a
 * friend claimed, the code that replaced it (and so on, as a ticket may change hands more
 * than once). A refund voids the codes held now; reading every link of the chain in its
 * transaction means a claim that commits meanwhile makes the refund run again.
 */
export async function readTicketsHeldNow(
  tx: Transaction,
  codes: readonly string[],
): Promise<DocSnapshot<TicketRecord>[]> {
  const read: DocSnapshot<TicketRecord>[] = [];
  let next = codes.map(paths.ticket);
  for (let hop = 0; next.length > 0 && hop <= maxTransfersPerTicket; hop++) {
    const tickets = await tx.getAll<TicketRecord>(next);
    read.push(...tickets);
    next = tickets.flatMap((ticket) =>
      ticket.data?.replacedBy ? [paths.ticket(ticket.data.replacedBy)] : [],
    );
  }
  return read;
}
