import type { AttendeeDetails } from '../../contract/attendee-details';
import { deleteField, type DocWrite } from '../../ports/doc-store';
import { ticketKeywords, type TicketRecord } from '../checkout/checkout-records';
import { ticketDetails } from './checkout-details';

/**
 * What a ticket's holder fields become after the order's details changed (`index`: its
 * place in the order): its name, email and answers (removed when no longer given), and the
 * search keywords made of them.
 */
export function ticketDetailsWrite(
  ticket: TicketRecord,
  code: string,
  details: AttendeeDetails,
  index: number,
): DocWrite {
  const holder = ticketDetails(details, index);
  return {
    holderName: holder.holderName ?? deleteField,
    attendeeEmail: holder.attendeeEmail ?? deleteField,
    answers: holder.answers ?? deleteField,
    keywords: ticketKeywords({ email: ticket.email, orderId: ticket.orderId, ...holder }, code),
  };
}
