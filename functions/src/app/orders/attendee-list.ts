import type {
  Attendee,
  AttendeeFilters,
  AttendeesQuery,
  AttendeesResponse,
} from '../../contract/orders';
import { doorStateOf } from '../../domain/door-state';
import { prefixSearch, prefixSearchText } from '../../domain/search-keywords';
import { collections } from '../../paths';
import type { DocStore, ExistingDoc, WhereClause } from '../../ports/doc-store';
import { answerKeyword, holderNameTexts, type TicketRecord } from '../checkout/checkout-records';
import {
  openEventListExport,
  readEventListPage,
  type EventListExport,
  type EventListInput,
} from './event-list';
import type { OrderedQuery } from '../common/read-page';
import { readScannerNames } from '../check-in/scanner-names';
import { attendeeListQuestions } from '../attendee-details/attendee-records';

/**
 * The tickets of an event that `filters` select, oldest first, as one indexed query
 * (`eventId`, then `typeId`, `doorState`, `keywords` when asked; composite indexes in
 * firestore.indexes.json), and what is checked on what it read: the door state as it is now,
 * and the whole search text when it is longer than the keywords kept.
 */
export function attendeeSelection(
  eventId: string,
  { q, typeId, status, question, answer }: AttendeeFilters,
): { query: OrderedQuery; keep: (doc: ExistingDoc<TicketRecord>) => boolean } {
  const search = q === undefined ? undefined : prefixSearch(q);
  // One array-contains per query: an answer asked for is the indexed term, the search checked.
  const answered =
    question !== undefined && answer !== undefined
      ? { question, answer: prefixSearchText(answer), term: answerKeyword(question, answer) }
      : undefined;
  const term = answered?.term ?? search?.term;
  const where: WhereClause[] = [
    { field: 'eventId', op: '==', value: eventId },
    ...(typeId !== undefined ? [{ field: 'typeId', op: '==' as const, value: typeId }] : []),
    ...(status !== undefined ? [{ field: 'doorState', op: '==' as const, value: status }] : []),
    ...(term ? [{ field: 'keywords', op: 'array-contains' as const, value: term }] : []),
  ];
  return {
    query: {
      collection: collections.tickets,
      where,
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
    },
    keep: ({ id, data }) =>
      (status === undefined || doorStateOf(data) === status) &&
      (search === undefined ||
        [data.email, id, data.orderId, ...holderNameTexts(data.holderName)].some((text) =>
          prefixSearchText(text).startsWith(search.prefix),
        )) &&
      (answered === undefined ||
        prefixSearchText(data.answers?.[answered.question] ?? '') === answered.answer),
  };
}

/** A ticket as the attendee list shows it, `names` naming who checked it in. */
export function toAttendee(
  { id, data: ticket }: ExistingDoc<TicketRecord>,
  names: ReadonlyMap<string, string>,
): Attendee {
  return {
    code: id,
    typeId: ticket.typeId,
    typeName: ticket.typeName,
    holderEmail: ticket.email,
    orderReference: ticket.orderId,
    status: ticket.status ?? 'valid',
    ...(ticket.voidReason ? { voidReason: ticket.voidReason } : {}),
    ...(ticket.checkedInAt ? { checkedInAt: ticket.checkedInAt } : {}),
    ...(ticket.checkedInBy
      ? { checkedInBy: names.get(ticket.checkedInBy) ?? ticket.checkedInBy }
      : {}),
    ...(ticket.holderName ? { holderName: ticket.holderName } : {}),
    ...(ticket.attendeeEmail ? { attendeeEmail: ticket.attendeeEmail } : {}),
    ...(ticket.answers ? { answers: ticket.answers } : {}),
    ...(ticket.transferredTo ? { transferredTo: ticket.transferredTo } : {}),
    ...(ticket.replaces ? { transferredFrom: true } : {}),
    createdAt: ticket.createdAt,
  };
}

/** Tickets as attendees, with the names of who checked them in (one batched read). */
export async function toAttendees(
  docs: DocStore,
  eventId: string,
  tickets: ExistingDoc<TicketRecord>[],
): Promise<Attendee[]> {
  const names = await readScannerNames(
    docs,
    eventId,
    tickets.map((ticket) => ticket.data.checkedInBy),
  );
  return tickets.map((ticket) => toAttendee(ticket, names));
}

/** `GET /api/events/{eventId}/attendees`: one page, one bounded query (see attendeeSelection). */
export async function listAttendees({
  query: { after, limit, ...filters },
  ...input
}: EventListInput & { query: AttendeesQuery }): Promise<AttendeesResponse> {
  const { rows, nextCursor, event } = await readEventListPage(
    input,
    attendeeSelection(input.eventId, filters),
    { after, limit },
    (page) => toAttendees(input.services.docs, input.eventId, page),
  );
  const questions = attendeeListQuestions(event.attendeeDetails);
  return {
    attendees: rows,
    ...(nextCursor !== undefined ? { nextCursor } : {}),
    ...(questions ? { questions } : {}),
  };
}

/** Every attendee `filters` select, a batch at a time (the CSV export). */
export function openAttendeeExport({
  filters,
  ...input
}: EventListInput & { filters: AttendeeFilters }): Promise<EventListExport<Attendee>> {
  return openEventListExport(input, attendeeSelection(input.eventId, filters), (page) =>
    toAttendees(input.services.docs, input.eventId, page),
  );
}
