import { defaultReminderSettings } from '../../contract/reminder-settings';
import { paths } from '../../paths';
import type { ExistingDoc } from '../../ports/doc-store';
import { storedStartsAt, type EventRecord } from '../events/event-records';
import type { MailingKind } from '../mailings/mailing-kind';
import type { MailingRecipient, MailingRecord } from '../mailings/mailing-records';
import { readEventHolders } from '../mailings/event-holders';
import { eventFactsOf } from '../tickets/event-facts';
import { eventKeys } from '../tickets/event-keys';
import { qrPayloadOf } from '../tickets/ticket-signature';
import { reminderComposer } from './reminder-email';

/** What a reminder mailing keeps: the start it reminds of (UTC), the setting it went by. */
export type ReminderContent = { startsAt: string; hoursBeforeStart: number };

/** A holder as the reminder's batches keep them: their tickets, as their email shows them. */
type ReminderRecipient = MailingRecipient & {
  tickets: Array<{ code: string; typeName: string; holder: string }>;
};

/**
 * The reminder of an event's start `startsAtUtc`: one per event and start, so the sweep makes
 * it once however often it runs, and a start moved later gets a reminder of its own.
 */
export const reminderMailingId = (eventId: string, startsAtUtc: string) =>
  `reminder-${eventId}-${Date.parse(startsAtUtc)}`;

const contentOf = (mailing: ExistingDoc<MailingRecord>) => mailing.data.content as ReminderContent;

/**
 * Whether the event still wants the reminder when it is sent: approved, not cancelled, its
 * reminders on and its start the one the reminder is for (a moved start has its own).
 */
export function stillWanted(event: EventRecord | undefined, startsAtUtc: string): boolean {
  if (!event || event.approved !== true || event.cancelledAt) return false;
  if (!(event.reminders ?? defaultReminderSettings).enabled) return false;
  return storedStartsAt(event) === startsAtUtc;
}

/** An event's reminder as a mailing (app/mailings): its holders now, each their own tickets. */
export const reminderMailing: MailingKind = {
  async recipients({ docs }, mailing) {
    const event = (await docs.get<EventRecord>(paths.event(mailing.data.eventId))).data;
    if (!stillWanted(event, contentOf(mailing).startsAt)) return { recipients: [], skipped: 0 };
    const holders = await readEventHolders(docs, mailing.data.eventId);
    const recipients: ReminderRecipient[] = holders.map((holder) => ({
      email: holder.email,
      ...(holder.name ? { name: holder.name } : {}),
      tickets: holder.tickets.map((ticket) => ({
        code: ticket.id,
        typeName: ticket.data.typeName,
        // The holder's name where the event asked for it (or a friend claimed the ticket).
        holder: ticket.data.holderName ?? holder.email,
      })),
    }));
    return { recipients, skipped: 0 };
  },

  async composer(services, mailing) {
    const { docs, clock, publicBaseUrl } = services;
    const { eventId } = mailing.data;
    const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
    const [facts, keys] = await Promise.all([
      eventFactsOf(docs, eventId, event),
      eventKeys({ docs, clock }, eventId),
    ]);
    const compose = reminderComposer(
      {
        ...facts,
        startsAt: facts.startsAt ?? contentOf(mailing).startsAt,
        publicBaseUrl,
        note: event?.reminders?.note,
        wallets: { apple: !!services.appleWallet, google: !!services.googleWallet },
      },
      clock.now(),
    );
    return (recipient) =>
      compose(
        (recipient as ReminderRecipient).tickets.map((ticket) => ({
          ...ticket,
          qrPayload: qrPayloadOf(keys.privateKey, eventId, ticket.code),
        })),
      );
  },
};
