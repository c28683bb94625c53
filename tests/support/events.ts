import { expect } from 'vitest';
import {
  moderationQueueResponse,
  type AdminEventFilter,
  type ModerationQueueEvent,
} from '../../functions/src/contract/admin';
import {
  eventWithTypes,
  type CreateEventRequest,
  type EventWithTypes,
} from '../../functions/src/contract/events';
import { allPages } from './all-pages';
import { callApi } from './api';
import type { TestUser } from './auth-emulator';

/** Creates `event` as `organiser` (whose ID token is all it takes) through the API. */
export async function createEvent(
  organiser: Pick<TestUser, 'idToken'>,
  event: CreateEventRequest,
): Promise<EventWithTypes> {
  const created = await callApi('/api/events', { token: organiser.idToken, json: event });
  expect(created.status).toBe(201);
  return eventWithTypes.parse(created.body);
}

/** Creates `event` as `organiser` and has `admin` approve it, so buyers can buy. */
export async function createApprovedEvent(
  organiser: TestUser,
  admin: TestUser,
  event: CreateEventRequest,
): Promise<EventWithTypes> {
  const created = await createEvent(organiser, event);
  await approveEvent(admin, created.id);
  return created;
}

/** Has `admin` approve the event `eventId`, as from the moderation queue. */
export async function approveEvent(admin: TestUser, eventId: string): Promise<void> {
  const approved = await callApi(`/api/admin/events/${eventId}/approval`, {
    token: admin.idToken,
    json: { approved: true },
  });
  expect(approved.status).toBe(200);
}

/** A ticket type's id by its name. */
export const typeIdOf = (event: EventWithTypes, name: string): string =>
  event.types.find((type) => type.name === name)!.id;

/** Every event of the administrators' list of `status` (all unless named), page by page. */
export async function allAdminEvents(
  admin: TestUser,
  status: AdminEventFilter = 'all',
): Promise<ModerationQueueEvent[]> {
  return allPages(admin, '/api/admin/events', { status }, (body) => {
    const { events, nextCursor } = moderationQueueResponse.parse(body);
    return { rows: events, nextCursor };
  });
}
