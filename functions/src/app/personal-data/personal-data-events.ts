import type { PersonalDataAnswer, PersonalDataEvent } from '../../contract/personal-data';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { EventRecord } from '../events/event-records';

/** The events a person's records name, read once each, as the file names them. */
export type EventsById = Map<string, EventRecord>;

export async function readEvents(docs: DocStore, eventIds: Iterable<string>): Promise<EventsById> {
  const ids = [...new Set(eventIds)];
  const found = await docs.getAll<EventRecord>(ids.map(paths.event));
  return new Map(
    found.flatMap((doc) => (doc.data ? [[doc.id, doc.data] as [string, EventRecord]] : [])),
  );
}

/** An event as the file names it: its id, and its name and start while it exists. */
export function eventRefOf(events: EventsById, eventId: string): PersonalDataEvent {
  const event = events.get(eventId);
  if (!event) return { id: eventId, name: '(deleted event)' };
  return { id: eventId, name: event.name, ...(event.startsAt ? { startsAt: event.startsAt } : {}) };
}

/**
 * Answers kept by question id, each under its question's label (a removed question's archived
 * label), or its id where the event no longer says.
 */
export function labelledAnswers(
  event: EventRecord | undefined,
  answers: Record<string, string> | undefined,
): PersonalDataAnswer[] | undefined {
  const entries = Object.entries(answers ?? {});
  if (entries.length === 0) return undefined;
  const labels = new Map<string, string>();
  for (const question of event?.attendeeDetails?.archivedQuestions ?? []) {
    labels.set(question.id, question.label);
  }
  for (const question of event?.attendeeDetails?.questions ?? []) {
    labels.set(question.id, question.label);
  }
  return entries.map(([id, answer]) => ({ question: labels.get(id) ?? id, answer }));
}

/** Only the fields that have a value: the file leaves out what was never set. */
export function definedFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<T>;
}
