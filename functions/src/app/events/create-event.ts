import { createEventRequest, type EventWithTypes } from '../../contract/events';
import { storedReminderSettings } from '../../contract/reminder-settings';
import type { z } from 'zod';
import { paths } from '../../paths';
import { refuseUnchargeable } from './refuse-unchargeable';
import { withoutUndefined } from '../common/without-undefined';
import type { EventRecord } from './event-records';
import { toTicketTypeRecord } from './to-ticket-type-record';
import {
  eventKeywords,
  listingFields,
  storedOverAt,
  storedStartsAt,
  toEventSummary,
  toTicketTypeView,
} from './event-records';
import { organiserFeeTerms } from './fee-terms';
import { organiserFeeOf } from '../accounts/organiser-fee';
import type { Services } from '../common/services';
import { ensurePersonalOrganisation } from '../organisations/personal-organisation';
import { authoriseOrganisation } from '../organisations/organisation-access';
import { AppError } from '../common/app-error';
import type { DocReader } from '../organisations/event-access';

type CreateEventOptions = {
  services: Pick<Services, 'docs' | 'clock' | 'paymentCurrencies'>;
  ownerUid: string;
  input: z.output<typeof createEventRequest>;
};

/**
 * Saves a new event, pending approval, with its ticket types, in one transaction, in the
 * organisation asked for (members who edit events, not limited to chosen ones) or else the
 * organiser's own (made the first time they need one).
 */
export async function createEvent({
  services: { docs, clock, paymentCurrencies },
  ownerUid,
  input,
}: CreateEventOptions): Promise<EventWithTypes> {
  refuseUnchargeable(input.types, paymentCurrencies);
  const eventId = docs.newId();
  const now = clock.now().toISOString();
  const { types, orgId: askedOrgId, ...details } = input;
  const typeDocs = types.map((type, position) => ({
    id: docs.newId(),
    data: toTicketTypeRecord(type, position),
  }));
  const overAt = storedOverAt(details);
  const startsAtUtc = storedStartsAt(details);
  const [feeSchedule, orgId] = await Promise.all([
    organiserFeeOf(docs, ownerUid),
    askedOrgId ?? ensurePersonalOrganisation(docs, ownerUid, clock.now()),
  ]);
  if (askedOrgId) await mayCreateIn(docs, askedOrgId, ownerUid);
  const event: EventRecord = {
    ...withoutUndefined(details),
    ...(details.reminders ? { reminders: storedReminderSettings(details.reminders) } : {}),
    uid: ownerUid,
    orgId,
    status: 'pending',
    keywords: eventKeywords(details),
    ...(overAt ? { overAt } : {}),
    ...(startsAtUtc ? { startsAtUtc } : {}),
    ...(feeSchedule ? { feeSchedule } : {}),
    typeIds: typeDocs.map((type) => type.id),
    createdAt: now,
    updatedAt: now,
  };
  // Pending, so not on the lists yet; its areas are kept for when it is.
  Object.assign(event, listingFields(event));

  await docs.runTransaction(async (tx) => {
    // Read again where the event is written: someone removed meanwhile makes nothing.
    if (askedOrgId) await mayCreateIn(tx, askedOrgId, ownerUid);
    tx.create(paths.event(eventId), event);
    for (const type of typeDocs) tx.create(paths.eventType(eventId, type.id), type.data);
  });

  return {
    ...toEventSummary({ id: eventId, path: paths.event(eventId), data: event }),
    orgId,
    ...organiserFeeTerms(event),
    types: typeDocs.map((type) =>
      toTicketTypeView({ ...type, path: paths.eventType(eventId, type.id) }),
    ),
  };
}

/**
 * Whether `uid` may create events in `orgId`: their role edits events, and they work on all
 * of the organisation's events (an event made by someone limited to chosen ones would be one
 * they could not open).
 */
async function mayCreateIn(reader: DocReader, orgId: string, uid: string): Promise<void> {
  const { membership } = await authoriseOrganisation(
    reader,
    orgId,
    { uid, isAdmin: false },
    'event.edit',
  );
  if (membership?.eventIds && membership.role !== 'owner') {
    throw new AppError(
      'forbidden',
      'You work on chosen events of this organisation: ask an owner or admin to create it',
      undefined,
      { right: 'event.edit' },
    );
  }
}
