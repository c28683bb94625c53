import { createEventRequest, type EventWithTypes } from '../../contract/events';
import type { z } from 'zod';
import { paths } from '../../paths';
import { refuseUnchargeable } from './refuse-unchargeable';
import { withoutUndefined } from '../common/without-undefined';
import type { EventRecord } from './event-records';
import { toTicketTypeRecord } from './to-ticket-type-record';
import { eventKeywords, storedOverAt, toEventSummary, toTicketTypeView } from './event-records';
import { organiserFeeTerms } from './fee-terms';
import { organiserFeeOf } from '../accounts/organiser-fee';
import type { Services } from '../common/services';
import { ensurePersonalOrganisation } from '../organisations/personal-organisation';

type CreateEventOptions = {
  services: Pick<Services, 'docs' | 'clock' | 'paymentCurrencies'>;
  ownerUid: string;
  input: z.output<typeof createEventRequest>;
};

/**
 * Saves a new event, pending approval, with its ticket types, in one transaction, in the
 * organiser's own organisation (made the first time they need one).
 */
export async function createEvent({
  services: { docs, clock, paymentCurrencies },
  ownerUid,
  input,
}: CreateEventOptions): Promise<EventWithTypes> {
  refuseUnchargeable(input.types, paymentCurrencies);
  const eventId = docs.newId();
  const now = clock.now().toISOString();
  const { types, ...details } = input;
  const typeDocs = types.map((type, position) => ({
    id: docs.newId(),
    data: toTicketTypeRecord(type, position),
  }));
  const overAt = storedOverAt(details);
  const [feeSchedule, orgId] = await Promise.all([
    organiserFeeOf(docs, ownerUid),
    ensurePersonalOrganisation(docs, ownerUid, clock.now()),
  ]);
  const event: EventRecord = {
    ...withoutUndefined(details),
    uid: ownerUid,
    orgId,
    status: 'pending',
    keywords: eventKeywords(details),
    ...(overAt ? { overAt } : {}),
    ...(feeSchedule ? { feeSchedule } : {}),
    typeIds: typeDocs.map((type) => type.id),
    createdAt: now,
    updatedAt: now,
  };

  await docs.runTransaction(async (tx) => {
    tx.create(paths.event(eventId), event);
    for (const type of typeDocs) tx.create(paths.eventType(eventId, type.id), type.data);
  });

  return {
    ...toEventSummary({ id: eventId, path: paths.event(eventId), data: event }),
    ...organiserFeeTerms(event),
    types: typeDocs.map((type) =>
      toTicketTypeView({ ...type, path: paths.eventType(eventId, type.id) }),
    ),
  };
}
