import type { Attendee } from '../contract/door';
import type { ExistingDoc } from '../ports/doc-store';
import type { TicketRecord } from './checkout-records';
import { withoutUndefined } from './without-undefined';

/** A ticket as the organiser's attendee list shows it; `checkedInBy` is a name people read. */
export function toAttendee({ id, data: ticket }: ExistingDoc<TicketRecord>): Attendee {
  const status = ticket.status ?? 'valid';
  return withoutUndefined({
    code: id,
    typeId: ticket.typeId,
    typeName: ticket.typeName,
    holderEmail: ticket.email,
    orderReference: ticket.orderId,
    status,
    voidReason: status === 'void' ? ticket.voidReason : undefined,
    checkedInAt: ticket.checkedInAt,
    checkedInBy: ticket.checkedInAt ? (ticket.checkedInByName ?? ticket.checkedInBy) : undefined,
    createdAt: ticket.createdAt,
  });
}
