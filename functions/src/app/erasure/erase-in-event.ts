import { collections, paths } from '../../paths';
import {
  deleteField,
  type DocData,
  type DocStore,
  type ExistingDoc,
  type WhereClause,
} from '../../ports/doc-store';
import type { Mailer } from '../../ports/mailer';
import type {
  OrderRecord,
  PurchaseRequestRecord,
  TicketRecord,
} from '../checkout/checkout-records';
import type { RefundRequestRecord } from '../refund-requests/refund-request-records';
import type { TicketTransferRecord } from '../transfers/transfer-records';
import { eraseAsHolder } from './erase-as-holder';
import { eraseMailingRecipients, eraseTransfersTo, eraseWaitingEntries } from './erase-from-lists';
import {
  erasedOrderWrite,
  erasedRequestWrite,
  erasedTicketWrite,
  erasedTransferWrite,
  isPersonsEmail,
  type ErasedPerson,
} from './erased-writes';
import { erasedEmail } from './erasure-records';
import { rewriteDoc } from './rewrite-doc';
import { orderMailKeys, transferMailKeys } from './sent-mail-keys';

/** Orders whose money may still move: erased once it has settled (a later run). */
const unsettled: ReadonlySet<OrderRecord['status']> = new Set(['held', 'refund_pending']);

/**
 * Erases `person` from one event's records as they stood at `requestedAt`: their orders (with
 * each order's request, tickets, transfers and refund request), tickets they hold of others'
 * orders, tickets others bought naming them as the holder, transfers to them, their waiting-list entries, their place in the event's mailings,
 * and the copies of the emails sent about all these (where the mailer keeps copies). One
 * transaction per order or document, each writing nothing when it finds the record erased
 * already. `complete` is false while one of their orders is still held or being refunded.
 */
export async function eraseInEvent({
  docs,
  mailer,
  eventId,
  person,
  requestedAt,
  at,
}: {
  docs: DocStore;
  mailer?: Pick<Mailer, 'forget'>;
  eventId: string;
  person: ErasedPerson;
  requestedAt: string;
  at: string;
}): Promise<{ orders: number; complete: boolean }> {
  const orders = (await ofPerson<OrderRecord>(docs, collections.orders, eventId, person)).filter(
    (order) => order.data.createdAt <= requestedAt,
  );
  const settled = orders.filter((order) => !unsettled.has(order.data.status));
  const sent: string[] = [];
  for (const order of settled) sent.push(...(await eraseOrder(docs, order.id, person, at)));
  const held = await ofPerson<TicketRecord>(docs, collections.tickets, eventId, person);
  for (const ticket of held.filter((doc) => doc.data.createdAt <= requestedAt)) {
    await rewriteDoc<TicketRecord>(docs, ticket.path, (data) =>
      erasedTicketWrite(data, ticket.id, at),
    );
  }
  await eraseAsHolder(docs, eventId, person, requestedAt);
  await eraseRefusedRequests(docs, eventId, person, requestedAt);
  sent.push(...(await eraseTransfersTo(docs, eventId, person)));
  sent.push(...(await eraseWaitingEntries(docs, eventId, person)));
  sent.push(...(await eraseMailingRecipients(docs, eventId, person)));
  await mailer?.forget?.([...new Set(sent)], erasedEmail);
  return { orders: settled.length, complete: settled.length === orders.length };
}

/**
 * The person's purchase requests in the event that were refused (sold out, a limit): no order
 * carries them, yet they keep the address and the holders and answers given. A granted one is
 * erased with its order; a waiting one is decided within seconds, and erased by a later run if
 * refused.
 */
async function eraseRefusedRequests(
  docs: DocStore,
  eventId: string,
  person: ErasedPerson,
  requestedAt: string,
): Promise<void> {
  const requests = await requestsOf(docs, person);
  const refused = requests.filter(
    ({ data }) =>
      data.eventId === eventId && data.status === 'refused' && data.createdAt <= requestedAt,
  );
  for (const request of refused) {
    await rewriteDoc<PurchaseRequestRecord>(docs, request.path, erasedRequestWrite);
  }
}

/**
 * Every purchase request of the person's accounts or addresses, by one field each: a person
 * makes few, and a query by event too would need indexes of its own.
 */
export async function requestsOf(
  docs: DocStore,
  person: ErasedPerson,
): Promise<ExistingDoc<PurchaseRequestRecord>[]> {
  const by = (field: 'uid' | 'email', values: readonly string[]) =>
    values.map((value) =>
      docs.query<PurchaseRequestRecord>({
        collection: collections.purchaseRequests,
        where: [{ field, op: '==', value }],
      }),
    );
  const found = await Promise.all([...by('uid', person.uids), ...by('email', person.emails)]);
  return [...new Map(found.flat().map((doc) => [doc.path, doc])).values()];
}

/** The event's documents in `collection` of any of the person's accounts or addresses. */
async function ofPerson<T extends DocData>(
  docs: DocStore,
  collection: string,
  eventId: string,
  person: ErasedPerson,
): Promise<ExistingDoc<T>[]> {
  const byEvent: WhereClause = { field: 'eventId', op: '==', value: eventId };
  const found = await Promise.all([
    ...person.uids.map((uid) =>
      docs.query<T>({ collection, where: [byEvent, { field: 'uid', op: '==', value: uid }] }),
    ),
    ...person.emails.map((email) =>
      docs.query<T>({ collection, where: [byEvent, { field: 'email', op: '==', value: email }] }),
    ),
  ]);
  const unique = new Map(found.flat().map((doc) => [doc.path, doc]));
  return [...unique.values()];
}

/**
 * An order and everything kept with it, in one transaction. Returns the keys of the emails
 * sent about it, for the mailer to forget.
 */
async function eraseOrder(
  docs: DocStore,
  orderId: string,
  person: ErasedPerson,
  at: string,
): Promise<string[]> {
  return docs.runTransaction(async (tx) => {
    const order = (await tx.get<OrderRecord>(paths.order(orderId))).data;
    if (!order) return [];
    const [request, tickets, transfers, refundRequest] = await Promise.all([
      tx.get<PurchaseRequestRecord>(paths.purchaseRequest(order.requestId)),
      tx.query<TicketRecord>({
        collection: collections.tickets,
        where: [{ field: 'orderId', op: '==', value: orderId }],
      }),
      tx.query<TicketTransferRecord>({
        collection: collections.ticketTransfers,
        where: [{ field: 'orderId', op: '==', value: orderId }],
      }),
      tx.get<RefundRequestRecord>(paths.refundRequest(order.eventId, orderId)),
    ]);
    const orderWrite = erasedOrderWrite(order, orderId, at);
    if (orderWrite) tx.update(paths.order(orderId), orderWrite);
    const requestWrite = request.data ? erasedRequestWrite(request.data) : undefined;
    if (requestWrite) tx.update(paths.purchaseRequest(order.requestId), requestWrite);
    const bought = new Set(order.ticketCodes ?? []);
    for (const ticket of tickets) {
      // A friend's ticket claimed from this order is the friend's: theirs to erase.
      const isTheirs =
        bought.has(ticket.id) ||
        person.uids.includes(ticket.data.uid) ||
        isPersonsEmail(person, ticket.data.email);
      const write = isTheirs ? erasedTicketWrite(ticket.data, ticket.id, at) : undefined;
      if (write) tx.update(ticket.path, write);
    }
    // The order's own address is the person's, whichever of theirs it was bought with.
    const buyer = { ...person, emails: [...person.emails, order.email] };
    for (const transfer of transfers) {
      const write = erasedTransferWrite(transfer.data, buyer);
      if (write) tx.update(transfer.path, write);
    }
    const refund = refundRequest.data;
    if (refund && (refund.email !== erasedEmail || refund.reason !== undefined)) {
      tx.update(paths.refundRequest(order.eventId, orderId), {
        email: erasedEmail,
        ...(refund.reason === undefined ? {} : { reason: deleteField }),
      });
    }
    return [
      ...orderMailKeys(orderId),
      ...transfers.flatMap((transfer) => transferMailKeys(transfer.id)),
    ];
  });
}
