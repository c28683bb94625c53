import type {
  ArchivedQuestion,
  AttendeeDetailsSettings,
  AttendeeDetailsView,
} from '../../contract/attendee-details';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRecord } from '../events/event-records';
import { readOrganisedEvent, type EventRequest } from '../events/organised-event';
import { isOnSale } from '../../domain/approval';
import { attendeeSettingsOf, type AttendeeDetailsRecord } from './attendee-records';
import { authoriseEvent } from '../organisations/event-access';

const viewOf = (record: AttendeeDetailsRecord | undefined, event: EventRecord) => ({
  settings: attendeeSettingsOf(event),
  archivedQuestions: record?.archivedQuestions ?? [],
});

/** `GET /api/events/{eventId}/attendeeDetails`: the organiser's settings and archived questions. */
export async function getAttendeeDetails({
  services: { docs },
  eventId,
  viewer,
}: UseCaseOptions<'docs', EventRequest>): Promise<AttendeeDetailsView> {
  const event = await readOrganisedEvent(docs, eventId, viewer, 'event.view');
  return viewOf(event.attendeeDetails, event);
}

/**
 * `GET /api/events/{eventId}/attendeeQuestions`: what the buy panel asks, for anyone who may
 * buy (404 for an event not on sale, as the public page).
 */
export async function getAttendeeQuestions({
  services: { docs },
  eventId,
}: UseCaseOptions<'docs', { eventId: string }>): Promise<AttendeeDetailsSettings> {
  const event = (await docs.get<EventRecord>(paths.event(eventId))).data;
  if (!event || !isOnSale(event)) throw notFound('Event');
  return attendeeSettingsOf(event);
}

/**
 * `PUT /api/events/{eventId}/attendeeDetails`: the organiser's settings, whole. A question
 * left out is archived (its answers stay on orders and tickets, and in the CSV under its
 * label); one put back under its id is asked again with its answers. A ticket type the event
 * does not have is a 400 naming it.
 */
export async function putAttendeeDetails({
  services: { docs, clock },
  eventId,
  viewer,
  input,
}: UseCaseOptions<
  'docs' | 'clock',
  EventRequest & { input: AttendeeDetailsSettings }
>): Promise<AttendeeDetailsView> {
  await readOrganisedEvent(docs, eventId, viewer, 'event.edit');
  const typeIds = [...new Set(input.questions.flatMap((question) => question.typeIds))];
  const types = await docs.getAll(typeIds.map((id) => paths.eventType(eventId, id)));
  const missing = new Set(typeIds.filter((_, index) => !types[index]!.data));
  const fields: Record<string, string> = {};
  input.questions.forEach((question, index) =>
    question.typeIds.forEach((typeId, at) => {
      if (missing.has(typeId)) {
        fields[`questions.${index}.typeIds.${at}`] = 'This event has no such ticket type';
      }
    }),
  );
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', Object.values(fields).join('; '), fields);
  }
  return docs.runTransaction(async (tx) => {
    const event = (await tx.get<EventRecord>(paths.event(eventId))).data;
    if (!event) throw notFound('Event');
    await authoriseEvent(tx, { ...event, id: eventId }, viewer, 'event.edit');
    const before = event.attendeeDetails;
    const asked = new Set(input.questions.map((question) => question.id));
    const now = clock.now().toISOString();
    const removedNow: ArchivedQuestion[] = (before?.questions ?? [])
      .filter((question) => !asked.has(question.id))
      .map((question) => ({ id: question.id, label: question.label, archivedAt: now }));
    const archivedQuestions = [
      ...(before?.archivedQuestions ?? []).filter(
        (question) => !asked.has(question.id) && !removedNow.some((q) => q.id === question.id),
      ),
      ...removedNow,
    ];
    const record: AttendeeDetailsRecord = { ...input, archivedQuestions };
    tx.update(paths.event(eventId), { attendeeDetails: record, updatedAt: now });
    return viewOf(record, { ...event, attendeeDetails: record });
  });
}
