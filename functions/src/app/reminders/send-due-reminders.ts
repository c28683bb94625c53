import { defaultReminderSettings, maxReminderHours } from '../../contract/reminder-settings';
import { collections, paths } from '../../paths';
import { AlreadyExistsError, type ExistingDoc } from '../../ports/doc-store';
import type { EventRecord } from '../events/event-records';
import type { MailingServices } from '../mailings/mailing-kind';
import type { MailingRecord } from '../mailings/mailing-records';
import { runMailing, type MailingRunOutcome } from '../mailings/run-mailing';
import {
  reminderMailing,
  reminderMailingId,
  stillWanted,
  type ReminderContent,
} from './reminder-mailing';
import { ensureStartsAtUtc } from './starts-at-backfill';

const hourMs = 3_600_000;

/** The start of an event whose reminder is due now, in UTC; undefined when none is. */
function dueStart(event: EventRecord, now: Date): string | undefined {
  const settings = event.reminders ?? defaultReminderSettings;
  const startsAtUtc = event.startsAtUtc;
  if (!startsAtUtc || !settings.enabled) return undefined;
  const start = Date.parse(startsAtUtc);
  const due = start - settings.hoursBeforeStart * hourMs <= now.getTime();
  return due && now.getTime() < start ? startsAtUtc : undefined;
}

/**
 * Writes the event's reminder mailing unless it exists: true when this call wrote it. A create
 * on its own, not a transaction: two sweeps at once make one, and neither waits on the other.
 */
async function createReminder(
  { docs, clock }: MailingServices,
  event: ExistingDoc<EventRecord>,
  startsAtUtc: string,
): Promise<boolean> {
  const now = clock.now().toISOString();
  const content: ReminderContent = {
    startsAt: startsAtUtc,
    hoursBeforeStart: (event.data.reminders ?? defaultReminderSettings).hoursBeforeStart,
  };
  const mailing: MailingRecord = {
    kind: 'reminder',
    eventId: event.id,
    ...(event.data.orgId ? { orgId: event.data.orgId } : {}),
    status: 'queued',
    sendAt: now,
    createdAt: now,
    content,
  };
  try {
    await docs.create(paths.mailing(reminderMailingId(event.id, startsAtUtc)), mailing);
    return true;
  } catch (error) {
    if (error instanceof AlreadyExistsError) return false;
    throw error;
  }
}

/**
 * The reminder schedule (production: `eventReminders`, every 15 minutes; locally the embedded
 * timer and `POST /api/emulator/eventReminders`): each approved event, not cancelled, whose
 * reminder time came (its start less its hours before, and the start still ahead) gets its
 * reminder mailing, once per event and start, which is then sent (app/mailings: once to each
 * holder). Only the events starting within the week are read: no reminder goes earlier.
 */
export async function sendDueReminders(services: MailingServices): Promise<{
  created: number;
  outcomes: Partial<Record<MailingRunOutcome, number>>;
  failures: string[];
}> {
  const { docs, clock } = services;
  await ensureStartsAtUtc(docs);
  const now = clock.now();
  const upcoming = await docs.query<EventRecord>({
    collection: collections.events,
    where: [
      { field: 'startsAtUtc', op: '>', value: now.toISOString() },
      {
        field: 'startsAtUtc',
        op: '<=',
        value: new Date(now.getTime() + maxReminderHours * hourMs).toISOString(),
      },
    ],
  });
  let created = 0;
  const outcomes: Partial<Record<MailingRunOutcome, number>> = {};
  const failures: string[] = [];
  for (const event of upcoming) {
    const startsAtUtc = dueStart(event.data, now);
    // Not approved, or cancelled: none (and the reminder looks again when it is sent).
    if (!startsAtUtc || !stillWanted(event.data, startsAtUtc)) continue;
    const mailingId = reminderMailingId(event.id, startsAtUtc);
    try {
      // Most sweeps find the reminder made already: one read, nothing written.
      if ((await docs.get(paths.mailing(mailingId))).data) continue;
      if (!(await createReminder(services, event, startsAtUtc))) continue;
      created += 1;
      const outcome = await runMailing(services, { reminder: reminderMailing }, mailingId);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    } catch (error) {
      failures.push(`${event.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { created, outcomes, failures };
}
