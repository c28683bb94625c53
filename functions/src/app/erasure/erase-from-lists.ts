import { collections, paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { TicketTypeRecord } from '../events/event-records';
import type { MailingBatchRecord } from '../mailings/mailing-records';
import { recipientKeyOf } from '../mailings/recipient-key';
import type { TicketTransferRecord } from '../transfers/transfer-records';
import { entryIdOf } from '../waiting-list/join-waiting-list';
import type { WaitingEntryRecord } from '../waiting-list/waiting-list-records';
import {
  erasedRecipients,
  erasedTransferWrite,
  isPersonsEmail,
  type ErasedPerson,
} from './erased-writes';
import { erasedEmail } from './erasure-records';
import { rewriteDoc } from './rewrite-doc';
import { transferMailKeys, waitingEntryMailKeys } from './sent-mail-keys';

/*
 * An event's records that name the person outside their own orders: transfers to them, their
 * waiting-list places and their place among the recipients of the event's mailings. Each
 * returns the keys of the emails sent about what it erased, for the mailer to forget.
 */

/** Transfers of the event to the person from someone else's order. */
export async function eraseTransfersTo(
  docs: DocStore,
  eventId: string,
  person: ErasedPerson,
): Promise<string[]> {
  const found = await Promise.all(
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
  const transfers = found.flat();
  for (const transfer of transfers) {
    await rewriteDoc<TicketTransferRecord>(docs, transfer.path, (data) =>
      erasedTransferWrite(data, person),
    );
  }
  return transfers.flatMap((transfer) => transferMailKeys(transfer.id));
}

/** Their entry in each of the event's waiting lists: the id is their address's hash. */
export async function eraseWaitingEntries(
  docs: DocStore,
  eventId: string,
  person: ErasedPerson,
): Promise<string[]> {
  const types = await docs.query<TicketTypeRecord>({ collection: paths.eventTypes(eventId) });
  const sent = new Set<string>();
  for (const type of types) {
    for (const entryId of person.emails.map(entryIdOf)) {
      const path = paths.waitingListEntry(eventId, type.id, entryId);
      await rewriteDoc<WaitingEntryRecord>(docs, path, (entry) => {
        for (const key of waitingEntryMailKeys({ eventId, typeId: type.id, entryId, entry })) {
          sent.add(key);
        }
        return isPersonsEmail(person, entry.email) ? { email: erasedEmail } : undefined;
      });
    }
  }
  return [...sent];
}

/** Their place in the recipients of the event's mailings (messages, reminders, changes). */
export async function eraseMailingRecipients(
  docs: DocStore,
  eventId: string,
  person: ErasedPerson,
): Promise<string[]> {
  if (person.emails.length === 0) return [];
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
      await rewriteDoc<MailingBatchRecord>(docs, batch.path, (data) => {
        const recipients = erasedRecipients(data.recipients, person);
        return recipients ? { recipients } : undefined;
      });
    }
  }
  // Each recipient's email is named by the mailing and their address's key (run-mailing.ts).
  return mailings.flatMap((mailing) =>
    person.emails.map((email) => `${mailing.id}-${recipientKeyOf(email)}`),
  );
}
