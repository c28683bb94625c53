import { collections, paths } from '../../paths';
import {
  deleteField,
  type DocData,
  type DocStore,
  type DocWrite,
  type ExistingDoc,
  type WhereClause,
} from '../../ports/doc-store';
import type {
  OrderRecord,
  PurchaseRequestRecord,
  TicketRecord,
} from '../checkout/checkout-records';
import type { TicketTypeRecord } from '../events/event-records';
import type { MailingBatchRecord } from '../mailings/mailing-records';
import type { RefundRequestRecord } from '../refund-requests/refund-request-records';
import type { TicketTransferRecord } from '../transfers/transfer-records';
import { entryIdOf } from '../waiting-list/join-waiting-list';
import type { WaitingEntryRecord } from '../waiting-list/waiting-list-records';
import { erasedEmail } from './erasure-records';
import {
  erasedOrderWrite,
  erasedRecipients,
  erasedRequestWrite,
  erasedTicketWrite,
  erasedTransferWrite,
  isPersonsEmail,
  type ErasedPerson,
} from './erased-writes';

/** Orders whose money may still move: erased once it has settled (a later run). */
const unsettled: ReadonlySet<OrderRecord['status']> = new Set(['held', 'refund_pending']);

/**
 * Erases `person` from one event's records as they stood at `requestedAt`: their orders (with
 * each order's request, tickets, transfers and refund request), tickets they hold of others'
 * orders, their waiting-list entries and their place in the event's mailings. One transaction
 * per order or document, each writing nothing when it finds the record erased already.
 * `complete` is false while one of their orders is still held or being refunded.
 */
export async function eraseInEvent({
  docs,
  eventId,
  person,
  requestedAt,
  at,
}: {
  docs: DocStore;
  eventId: string;
  person: ErasedPerson;
  requestedAt: string;
  at: string;
}): Promise<{ orders: number; complete: boolean }> {
  const orders = (await ofPerson<OrderRecord>(docs, collections.orders, eventId, person)).filter(
    (order) => order.data.createdAt <= requestedAt,
  );
  const settled = orders.filter((order) => !unsettled.has(order.data.status));
  for (const order of settled) await eraseOrder(docs, order.id, person, at);
  const held = await ofPerson<TicketRecord>(docs, collections.tickets, eventId, person);
  for (const ticket of held.filter((doc) => doc.data.createdAt <= requestedAt)) {
    await rewrite<TicketRecord>(docs, ticket.path, (data) =>
      erasedTicketWrite(data, ticket.id, at),
    );
  }
  await eraseTransfersTo(docs, eventId, person);
  await eraseWaitingEntries(docs, eventId, person);
  await eraseMailingRecipients(docs, eventId, person);
  return { orders: settled.length, complete: settled.length === orders.length };
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

/** One document read and rewritten in a transaction of its own; nothing written if erased. */
async function rewrite<T extends DocData>(
  docs: DocStore,
  path: string,
  change: (data: T) => DocWrite | undefined,
): Promise<void> {
  await docs.runTransaction(async (tx) => {
    const { data } = await tx.get<T>(path);
    const write = data ? change(data) : undefined;
    if (write) tx.update(path, write);
  });
}

/** An order and everything kept with it, in one transaction. */
async function eraseOrder(
  docs: DocStore,
  orderId: string,
  person: ErasedPerson,
  at: string,
): Promise<void> {
  await docs.runTransaction(async (tx) => {
    const order = (await tx.get<OrderRecord>(paths.order(orderId))).data;
    if (!order) return;
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
    for (const transfer of transfers) {
      const write = erasedTransferWrite(transfer.data, {
        ...person,
        emails: [...person.emails, order.email],
      });
      if (write) tx.update(transfer.path, write);
    }
    const refund = refundRequest.data;
    if (refund && (refund.email !== erasedEmail || refund.reason !== undefined)) {
      tx.update(paths.refundRequest(order.eventId, orderId), {
        email: erasedEmail,
        ...(refund.reason === undefined ? {} : { reason: deleteField }),
      });
    }
  });
}

/** Transfers of the event to the person from someone else's order. */
async function eraseTransfersTo(docs: DocStore, eventId: string, person: ErasedPerson) {
  const transfers = await Promise.all(
    person.emails.map((email) =>
      docs.query<TicketTransferRecord>({
        collection: collections.ticketTransfers,
        where: [
          { field: 'eventId', op: '==', value: eventId },
          { field: 'toEmail', op: '==', value: email },
        ],
      }),
    ),
  );
  for (const transfer of transfers.flat()) {
    await rewrite<TicketTransferRecord>(docs, transfer.path, (data) =>
      erasedTransferWrite(data, person),
    );
  }
}

/** Their entry in each of the event's waiting lists: the id is their address's hash. */
async function eraseWaitingEntries(docs: DocStore, eventId: string, person: ErasedPerson) {
  const types = await docs.query<TicketTypeRecord>({ collection: paths.eventTypes(eventId) });
  const entryPaths = types.flatMap((type) =>
    person.emails.map((email) => paths.waitingListEntry(eventId, type.id, entryIdOf(email))),
  );
  for (const path of entryPaths) {
    await rewrite<WaitingEntryRecord>(docs, path, (entry) =>
      isPersonsEmail(person, entry.email) ? { email: erasedEmail } : undefined,
    );
  }
}

/** Their place in the recipients of the event's mailings (messages, reminders, changes). */
async function eraseMailingRecipients(docs: DocStore, eventId: string, person: ErasedPerson) {
  if (person.emails.length === 0) return;
  const mailings = await docs.query({
    collection: collections.mailings,
    where: [{ field: 'eventId', op: '==', value: eventId }],
  });
  for (const mailing of mailings) {
    const batches = await docs.query<MailingBatchRecord>({
      collection: paths.mailingBatches(mailing.id),
    });
    for (const batch of batches) {
      if (!erasedRecipients(batch.data.recipients, person)) continue;
      await rewrite<MailingBatchRecord>(docs, batch.path, (data) => {
        const recipients = erasedRecipients(data.recipients, person);
        return recipients ? { recipients } : undefined;
      });
    }
  }
}
