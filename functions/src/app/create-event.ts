import { createEventRequest, type EventWithTypes } from '../contract/events';
import type { z } from 'zod';
import { paths } from '../paths';
import type { EventRecord, TicketTypeRecord } from './event-records';
import { toEventSummary, toTicketTypeView } from './event-records';
import type { Services } from './services';

type CreateEventOptions = {
  services: Pick<Services, 'docs' | 'clock'>;
  ownerUid: string;
  input: z.output<typeof createEventRequest>;
};

/** Saves a new event, pending approval, with its ticket types, in one transaction. */
export async function createEvent({
  services: { docs, clock },
  ownerUid,
  input,
}: CreateEventOptions): Promise<EventWithTypes> {
  const eventId = docs.newId();
  const now = clock.now().toISOString();
  const { types, ...details } = input;
  const event: EventRecord = {
    ...withoutUndefined(details),
    uid: ownerUid,
    createdAt: now,
    updatedAt: now,
  };
  const typeDocs = types.map((type, position) => {
    const record: TicketTypeRecord = {
      name: type.name,
      price: type.price,
      currency: type.currency,
      capacity: type.capacity,
      maxPerOrder: type.maxPerOrder,
      salesStart: type.salesStart ?? null,
      salesEnd: type.salesEnd ?? null,
      position,
    };
    return { id: docs.newId(), data: record };
  });

  await docs.runTransaction(async (tx) => {
    tx.create(paths.event(eventId), event);
    for (const type of typeDocs) tx.create(paths.eventType(eventId, type.id), type.data);
  });

  return {
    ...toEventSummary({ id: eventId, path: paths.event(eventId), data: event }),
    types: typeDocs.map((type) =>
      toTicketTypeView({ ...type, path: paths.eventType(eventId, type.id) }),
    ),
  };
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
