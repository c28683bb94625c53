import {
  asksPerTicket,
  checkAttendeeDetails,
  orderQuestions,
  ticketQuestions,
  ticketTypeIdsOf,
} from '../../contract/attendee-answers';
import type {
  AttendeeDetails,
  AttendeeDetailsSettings,
  EditAttendeeDetailsRequest,
  TicketAttendeeDetails,
} from '../../contract/attendee-details';
import { paths } from '../../paths';
import type { DocStore, Transaction } from '../../ports/doc-store';
import { AppError, notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import type { OrderRecord, TicketRecord } from '../checkout/checkout-records';
import type { EventRecord } from '../events/event-records';
import { attendeeSettingsOf, editableUntil } from './attendee-records';
import { detailsRefusal } from './checkout-details';
import { ticketDetailsWrite } from './ticket-details-write';
import { ticketDetails } from './checkout-details';
import { readWebhookWants } from '../webhooks/stage-if-wanted';
import { attendeeUpdatedEvent, type TicketFields } from '../webhooks/ticket-webhook-events';

type Read = Pick<DocStore, 'get'> | Pick<Transaction, 'get'>;

/** A ticket, and the signed-in buyer asking about it. */
type BuyersTicketRequest = { code: string; uid: string };

/** A ticket of an order the signed-in buyer placed, with its order and event; else a 404. */
async function readBuyersTicket(docs: Read, code: string, uid: string) {
  const ticket = (await docs.get<TicketRecord>(paths.ticket(code))).data;
  if (!ticket) throw notFound('Ticket');
  const [order, event] = await Promise.all([
    docs.get<OrderRecord>(paths.order(ticket.orderId)),
    docs.get<EventRecord>(paths.event(ticket.eventId)),
  ]);
  if (!order.data || order.data.uid !== uid || !event.data) throw notFound('Ticket');
  return { ticket, order: order.data, event: event.data };
}

/**
 * Why the buyer may not edit this ticket's details now, if so: the cut-off passed, or the
 * ticket is not the one they bought (claimed by a friend, who gave their own name; or passed
 * on, void since).
 */
function notEditableReason(
  ticket: TicketRecord,
  index: number,
  until: string | undefined,
  now: Date,
): string | undefined {
  if (index < 0 || ticket.replaces || ticket.voidReason === 'transferred') {
    return 'This ticket was passed on: its holder gave their own name';
  }
  if (ticket.status === 'void') return 'This ticket is void';
  if (until !== undefined && now.toISOString() >= until) {
    return `Answers could be changed until ${until}`;
  }
  return undefined;
}

/** `GET /api/tickets/{code}/attendeeDetails`: for the signed-in buyer of its order. */
export async function getTicketAttendeeDetails({
  services: { docs, clock },
  code,
  uid,
}: UseCaseOptions<'docs' | 'clock', BuyersTicketRequest>): Promise<TicketAttendeeDetails> {
  const { ticket, order, event } = await readBuyersTicket(docs, code, uid);
  const settings = attendeeSettingsOf(event);
  const index = (order.ticketCodes ?? []).indexOf(code);
  const until = editableUntil(event, settings);
  const reason = notEditableReason(ticket, index, until, clock.now());
  const typeIds = ticketTypeIdsOf(order.items);
  const attendee = order.attendeeDetails?.attendees?.[index];
  return {
    code,
    holderName: settings.holderName,
    holderEmail: settings.holderEmail,
    orderQuestions: orderQuestions(settings, typeIds),
    ticketQuestions: ticketQuestions(settings, ticket.typeId),
    answers: order.attendeeDetails?.answers ?? {},
    attendee: {
      ...(attendee?.name ? { name: attendee.name } : {}),
      ...(attendee?.email ? { email: attendee.email } : {}),
      answers: attendee?.answers ?? {},
    },
    ...(until !== undefined ? { editableUntil: until } : {}),
    ...(reason !== undefined ? { notEditable: reason } : {}),
  };
}

/** Answers to questions no longer asked (archived): kept as they were, never lost by an edit. */
function keptAnswers(
  settings: AttendeeDetailsSettings,
  answers: Record<string, string> | undefined,
) {
  const asked = new Set(settings.questions.map((question) => question.id));
  return Object.fromEntries(Object.entries(answers ?? {}).filter(([id]) => !asked.has(id)));
}

/**
 * `PATCH /api/tickets/{code}/attendeeDetails`: the buyer changes this ticket's holder and the
 * order's answers, checked as at checkout (400 naming `answers.{id}` or `attendee.…`), until
 * the cut-off (then 409 with the reason). The order and its tickets change together.
 */
export async function editTicketAttendeeDetails({
  services: { docs, clock },
  code,
  uid,
  input,
}: UseCaseOptions<
  'docs' | 'clock',
  BuyersTicketRequest & { input: EditAttendeeDetailsRequest }
>): Promise<TicketAttendeeDetails> {
  await docs.runTransaction(async (tx) => {
    const { ticket, order, event } = await readBuyersTicket(tx, code, uid);
    const webhooks = await readWebhookWants(tx, event.orgId);
    const settings = attendeeSettingsOf(event);
    const codes = order.ticketCodes ?? [];
    const index = codes.indexOf(code);
    const now = clock.now();
    const reason = notEditableReason(ticket, index, editableUntil(event, settings), now);
    if (reason) throw new AppError('conflict', reason, { attendee: reason });
    const stored = order.attendeeDetails;
    const typeIds = ticketTypeIdsOf(order.items);
    // The other tickets' holders as they are: only this one's entry is the buyer's edit.
    const attendees = typeIds.map((_, at) =>
      at === index ? (input.attendee ?? {}) : (stored?.attendees?.[at] ?? {}),
    );
    // Nothing asked of each holder any more (the organiser changed the questions): the
    // holders stay as they were given, and only the order's answers are edited.
    const perTicket = asksPerTicket(settings, typeIds);
    const checked = checkAttendeeDetails(
      settings,
      typeIds,
      { answers: input.answers ?? {}, ...(perTicket ? { attendees } : {}) },
      index,
    );
    if (checked.problems) {
      const prefix = `attendees.${index}.`;
      const fields = Object.entries(checked.problems).map(([field, problem]) => [
        field.startsWith(prefix) ? `attendee.${field.slice(prefix.length)}` : field,
        problem,
      ]);
      throw detailsRefusal(Object.fromEntries(fields));
    }
    const fresh = checked.details;
    const mine = fresh.attendees?.[index];
    const merged: AttendeeDetails = {
      answers: { ...keptAnswers(settings, stored?.answers), ...fresh.answers },
      attendees: typeIds.map((_, at) =>
        at === index && perTicket
          ? {
              ...mine,
              answers: {
                ...keptAnswers(settings, stored?.attendees?.[at]?.answers),
                ...mine?.answers,
              },
            }
          : (stored?.attendees?.[at] ?? {}),
      ),
    };
    // Every ticket still the order's shows the order's answers; this one its new holder too.
    // (All reads before the first write, as Firestore's transactions require.)
    const tickets = await Promise.all(
      codes.map(async (other) =>
        other === code
          ? { id: code, data: ticket }
          : { id: other, data: (await tx.get<TicketRecord>(paths.ticket(other))).data },
      ),
    );
    tx.update(paths.order(ticket.orderId), { attendeeDetails: merged });
    tickets.forEach(({ id, data }, at) => {
      if (!data || data.replaces || data.status === 'void') return;
      tx.update(paths.ticket(id), ticketDetailsWrite(data, id, merged, at));
    });
    // The ticket as written above (a name or answer no longer given is gone).
    const { holderName, attendeeEmail, answers } = ticketDetails(merged, index);
    const edited = { ...ticket, holderName, attendeeEmail, answers };
    if (!isSameHolder(ticket, edited)) {
      webhooks.stage(
        tx,
        attendeeUpdatedEvent({
          event: { id: ticket.eventId, name: event.name },
          code,
          ticket: edited,
          at: now.toISOString(),
        }),
      );
    }
  });
  return getTicketAttendeeDetails({ services: { docs, clock }, code, uid });
}

/** Whether an edit left the ticket's holder and answers as they were (then nobody is told). */
function isSameHolder(before: TicketFields, after: TicketFields): boolean {
  const answersOf = (ticket: TicketFields) =>
    JSON.stringify(Object.entries(ticket.answers ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  return (
    before.holderName === after.holderName &&
    before.attendeeEmail === after.attendeeEmail &&
    answersOf(before) === answersOf(after)
  );
}
