import type { AttendeeDetails } from '../../contract/attendee-details';
import { deleteField, type DocWrite } from '../../ports/doc-store';
import {
  orderKeywords,
  ticketKeywords,
  type OrderRecord,
  type PurchaseRequestRecord,
  type TicketRecord,
} from '../checkout/checkout-records';
import type { MailingRecipient } from '../mailings/mailing-records';
import type { TicketTransferRecord } from '../transfers/transfer-records';
import { erasedEmail, erasedName, erasureEmail } from './erasure-records';

/*
 * What each record of an erased person becomes: names and addresses replaced by the fixed
 * placeholders, answers and free text removed; amounts, references, statuses and dates kept,
 * so the money and the door still add up. Each returns undefined when the record is erased
 * already, so a repeat writes nothing.
 */

/** Whom an erasure is about: their accounts and their addresses (lower-case). */
export type ErasedPerson = { uids: readonly string[]; emails: readonly string[] };

/** Whether `email` is one of the person's (never the placeholder: a repeat finds nothing). */
export const isPersonsEmail = (person: ErasedPerson, email: string | undefined) =>
  email !== undefined && email !== erasedEmail && person.emails.includes(erasureEmail(email));

export function erasedOrderWrite(order: OrderRecord, orderId: string, at: string) {
  if (order.erasedAt !== undefined) return undefined;
  return {
    email: erasedEmail,
    keywords: orderKeywords(erasedEmail, orderId),
    attendeeDetails: deleteField,
    erasedAt: at,
  } satisfies DocWrite;
}

export function erasedRequestWrite(request: PurchaseRequestRecord) {
  if (request.email === erasedEmail && request.attendeeDetails === undefined) return undefined;
  return { email: erasedEmail, attendeeDetails: deleteField } satisfies DocWrite;
}

export function erasedTicketWrite(ticket: TicketRecord, code: string, at: string) {
  if (ticket.erasedAt !== undefined) return undefined;
  const holderName = ticket.holderName === undefined ? undefined : erasedName;
  return {
    email: erasedEmail,
    holderName: holderName ?? deleteField,
    attendeeEmail: ticket.attendeeEmail === undefined ? deleteField : erasedEmail,
    answers: deleteField,
    ...(ticket.transferredTo
      ? { transferredTo: { name: erasedName, email: erasedEmail, at: ticket.transferredTo.at } }
      : {}),
    keywords: ticketKeywords({ email: erasedEmail, orderId: ticket.orderId, holderName }, code),
    erasedAt: at,
  } satisfies DocWrite;
}

/** A transfer names two people: only the erased one's part is replaced. */
export function erasedTransferWrite(transfer: TicketTransferRecord, person: ErasedPerson) {
  const write: DocWrite = {};
  if (isPersonsEmail(person, transfer.fromEmail)) write.fromEmail = erasedEmail;
  if (isPersonsEmail(person, transfer.toEmail)) {
    write.toEmail = erasedEmail;
    write.toName = erasedName;
  }
  return Object.keys(write).length > 0 ? write : undefined;
}

/** A mailing batch's recipients with the person's addresses replaced; undefined: none were. */
export function erasedRecipients(
  recipients: readonly MailingRecipient[],
  person: ErasedPerson,
): MailingRecipient[] | undefined {
  if (!recipients.some((recipient) => isPersonsEmail(person, recipient.email))) return undefined;
  return recipients.map((recipient) =>
    isPersonsEmail(person, recipient.email)
      ? { email: erasedEmail, ...(recipient.name === undefined ? {} : { name: erasedName }) }
      : recipient,
  );
}

/**
 * A ticket of someone else's order whose holder is the person (the buyer gave their address
 * for it): the holder's name, address and answers go; the buyer's address stays.
 */
export function erasedHolderWrite(ticket: TicketRecord, code: string) {
  if (ticket.attendeeEmail === erasedEmail) return undefined;
  const holderName = ticket.holderName === undefined ? undefined : erasedName;
  return {
    holderName: holderName ?? deleteField,
    attendeeEmail: erasedEmail,
    answers: deleteField,
    keywords: ticketKeywords({ email: ticket.email, orderId: ticket.orderId, holderName }, code),
  } satisfies DocWrite;
}

/** An order's (or request's) details with the person's holder entries erased; undefined: none. */
export function erasedHolderDetails(
  details: AttendeeDetails | undefined,
  person: ErasedPerson,
): AttendeeDetails | undefined {
  const attendees = details?.attendees;
  if (!attendees?.some((attendee) => isPersonsEmail(person, attendee.email))) return undefined;
  return {
    ...details,
    attendees: attendees.map((attendee) =>
      isPersonsEmail(person, attendee.email)
        ? { ...(attendee.name === undefined ? {} : { name: erasedName }), email: erasedEmail }
        : attendee,
    ),
  };
}
