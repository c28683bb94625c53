import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type {
  OrderRecord,
  PurchaseRequestRecord,
  TicketRecord,
} from '../checkout/checkout-records';
import { erasedHolderDetails, erasedHolderWrite, type ErasedPerson } from './erased-writes';

/**
 * Tickets of the event bought by someone else for the person (the buyer gave the person's
 * address as the holder's): the holder's part of each ticket, and of its order's and
 * request's details, in one transaction per ticket. The buyer's own data stays.
 */
export async function eraseAsHolder(
  docs: DocStore,
  eventId: string,
  person: ErasedPerson,
  requestedAt: string,
): Promise<void> {
  const found = await Promise.all(
    person.emails.map((email) =>
      docs.query<TicketRecord>({
        collection: collections.tickets,
        where: [
          { field: 'eventId', op: '==', value: eventId },
          { field: 'attendeeEmail', op: '==', value: email },
        ],
      }),
    ),
  );
  for (const { id: code, data: held } of found.flat()) {
    if (held.createdAt > requestedAt) continue;
    await docs.runTransaction(async (tx) => {
      const [ticket, order] = await Promise.all([
        tx.get<TicketRecord>(paths.ticket(code)),
        tx.get<OrderRecord>(paths.order(held.orderId)),
      ]);
      const request = order.data
        ? await tx.get<PurchaseRequestRecord>(paths.purchaseRequest(order.data.requestId))
        : undefined;
      const ticketWrite = ticket.data ? erasedHolderWrite(ticket.data, code) : undefined;
      if (ticketWrite) tx.update(paths.ticket(code), ticketWrite);
      const orderDetails = erasedHolderDetails(order.data?.attendeeDetails, person);
      if (orderDetails) tx.update(paths.order(held.orderId), { attendeeDetails: orderDetails });
      const requestDetails = erasedHolderDetails(request?.data?.attendeeDetails, person);
      if (requestDetails && request) {
        tx.update(request.path, { attendeeDetails: requestDetails });
      }
    });
  }
}
