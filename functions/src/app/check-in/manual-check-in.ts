import type { Attendee } from '../../contract/orders';
import { paths } from '../../paths';
import { deleteField } from '../../ports/doc-store';
import { doorStateOf } from '../../domain/door-state';
import type { VerifiedUser } from '../../ports/identity';
import { AppError, notFound } from '../common/app-error';
import { toAttendee } from '../orders/attendee-list';
import type { TicketRecord } from '../checkout/checkout-records';
import { readOrganisedEvent } from '../events/organised-event';
import { recordScans } from './record-scans';
import { organiserScanner } from './scan-records';
import type { Services } from '../common/services';
import type { UseCaseOptions } from '../common/use-case-options';

const voidMessages = {
  refunded: 'This ticket was refunded: it cannot be checked in',
  cancelled: 'This event was cancelled and the ticket refunded: it cannot be checked in',
  transferred:
    'This ticket was transferred to someone else, whose ticket has a new code: it cannot be checked in',
} as const;

function timeOnEventClock(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleString('en', {
    timeZone: timeZone ?? 'UTC',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

async function attendeeOf(
  docs: Services['docs'],
  eventId: string,
  code: string,
): Promise<Attendee> {
  const ticket = await docs.get<TicketRecord>(paths.ticket(code));
  if (!ticket.data || ticket.data.eventId !== eventId) throw notFound('Ticket');
  const { checkedInBy, checkedInByName } = ticket.data;
  const names = new Map(checkedInBy && checkedInByName ? [[checkedInBy, checkedInByName]] : []);
  return toAttendee({ ...ticket, data: ticket.data }, names);
}

/**
 * The organiser lets a guest in from the attendee list (their phone died): a scan like any
 * other, by the organiser, at the server's clock. A ticket already in is a conflict saying
 * when and by whom; a void one says why.
 */
export async function checkInAttendee({
  services,
  eventId,
  code,
  user,
}: UseCaseOptions<
  'docs' | 'clock',
  { eventId: string; code: string; user: VerifiedUser }
>): Promise<Attendee> {
  const { docs, clock } = services;
  const event = await readOrganisedEvent(docs, eventId, user, 'check_in');
  const [answer] = await recordScans({
    services,
    eventId,
    scanner: organiserScanner(user),
    scans: [{ scanId: docs.newId(), scanned: code, scannedAt: clock.now().toISOString() }],
  });
  switch (answer?.result) {
    case 'valid':
      return attendeeOf(docs, eventId, code);
    case 'already_checked_in': {
      const { checkedInAt = '', checkedInBy = '' } = answer;
      throw new AppError(
        'conflict',
        `Already checked in on ${timeOnEventClock(checkedInAt, event.timeZone)} by ${checkedInBy}`,
        undefined,
        { checkedInAt, checkedInBy },
      );
    }
    case 'void':
      throw new AppError('conflict', voidMessages[answer.voidReason ?? 'refunded'], undefined, {
        voidReason: answer.voidReason ?? 'refunded',
      });
    default:
      throw notFound('Ticket');
  }
}

/** Undoes a check-in (a mistake at the door): the ticket can be let in again. Idempotent. */
export async function undoCheckIn({
  services: { docs },
  eventId,
  code,
  user,
}: UseCaseOptions<
  'docs',
  { eventId: string; code: string; user: VerifiedUser }
>): Promise<Attendee> {
  await readOrganisedEvent(docs, eventId, user, 'check_in');
  const path = paths.ticket(code);
  await docs.runTransaction(async (tx) => {
    const ticket = (await tx.get<TicketRecord>(path)).data;
    if (!ticket || ticket.eventId !== eventId) throw notFound('Ticket');
    if (ticket.checkedInAt === undefined) return;
    tx.update(path, {
      checkedInAt: deleteField,
      checkedInBy: deleteField,
      checkedInByName: deleteField,
      checkedInScanId: deleteField,
      doorState: doorStateOf({ ...ticket, checkedInAt: undefined }),
    });
  });
  return attendeeOf(docs, eventId, code);
}
