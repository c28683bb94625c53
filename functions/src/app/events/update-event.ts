import type { z } from 'zod';
import type { EventWithTypes, updateEventRequest } from '../../contract/events';
import { storedReminderSettings } from '../../contract/reminder-settings';
import { approvalStatusOf, type Viewer } from '../../domain/approval';
import { changesWhatBuyersSee } from '../../domain/reapproval';
import { deleteField, type DocWrite } from '../../ports/doc-store';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import {
  eventKeywords,
  listingFields,
  listingWrite,
  storedOverAt,
  storedStartsAt,
  toEventSummary,
  toTicketTypeView,
  type EventRecord,
  type TicketTypeRecord,
} from './event-records';
import type { Services } from '../common/services';
import { organiserFeeTerms } from './fee-terms';
import { refuseUnchargeable } from './refuse-unchargeable';
import { newStatusChange } from './status-change';
import { toTicketTypeRecord } from './to-ticket-type-record';
import type { StockRecord } from '../checkout/checkout-records';
import { capacityFloors, takenByType } from '../allocator/stock-slices';
import { withoutUndefined } from '../common/without-undefined';
import { recordAudit } from '../organisations/audit-log';
import { authoriseEvent } from '../organisations/event-access';

type UpdateEventOptions = {
  services: Pick<Services, 'docs' | 'clock' | 'paymentCurrencies'>;
  eventId: string;
  viewer: Viewer;
  input: z.output<typeof updateEventRequest>;
};

// `overAt` and `startsAtUtc` are derived from the dates, and so go with them when cleared.
const detailFields = [
  'locationText',
  'location',
  'startsAt',
  'endsAt',
  'overAt',
  'startsAtUtc',
  'timeZone',
] as const;

/**
 * Saves the organiser's edited draft: details and ticket types together, in one transaction.
 * Types with sales cannot be removed or shrunk below what was sold. An approved event goes
 * back to review only when buyers would see the change.
 */
export async function updateEvent({
  services: { docs, clock, paymentCurrencies },
  eventId,
  viewer,
  input,
}: UpdateEventOptions): Promise<EventWithTypes> {
  refuseUnchargeable(input.types, paymentCurrencies);
  const eventPath = paths.event(eventId);
  return docs.runTransaction(async (tx) => {
    const snapshot = await tx.get<EventRecord>(eventPath);
    const event = snapshot.data;
    if (!event) throw notFound('Event');
    const actor = await authoriseEvent(tx, { ...event, id: eventId }, viewer, 'event.edit');
    const existingTypes = await tx.query<TicketTypeRecord>({
      collection: paths.eventTypes(eventId),
    });
    const existingById = new Map(existingTypes.map((type) => [type.id, type.data]));
    // Held or sold, as the allocator counts it: the only exact figure while buyers buy.
    const stock = await tx.query<StockRecord>({ collection: paths.eventStock(eventId) });
    const takenById = takenByType(stock);
    // A partitioned event's slices may allow less: see domain/partitions.ts `capacityFloor`.
    const floors = capacityFloors(stock, event.allocatorPartitions ?? 1);

    const fieldErrors: Record<string, string> = {};
    const { types, ...details } = input;
    const nextTypes = types.map((type, position) => {
      const existing = type.id ? existingById.get(type.id) : undefined;
      if (type.id && !existing)
        fieldErrors[`types.${position}.id`] = 'This ticket type no longer exists';
      const sold = existing?.sold ?? 0;
      const taken = type.id ? (takenById.get(type.id) ?? 0) : 0;
      const floor = type.id ? (floors.get(type.id) ?? taken) : 0;
      if (type.capacity < taken) {
        fieldErrors[`types.${position}.capacity`] =
          `${taken} already sold or held: capacity cannot be lower`;
      } else if (type.capacity < floor) {
        fieldErrors[`types.${position}.capacity`] =
          `${taken} already sold or held, spread over the sale's partitions: capacity cannot be lower than ${floor}`;
      }
      return { id: type.id ?? docs.newId(), data: toTicketTypeRecord(type, position, sold) };
    });
    const keptIds = new Set(nextTypes.map((type) => type.id));
    const removed = existingTypes.filter((type) => !keptIds.has(type.id));
    const removedWithSales = removed.find((type) => (takenById.get(type.id) ?? 0) > 0);
    if (removedWithSales) {
      fieldErrors.types = `"${removedWithSales.data.name}" has sales and cannot be deleted`;
    }
    if (Object.keys(fieldErrors).length > 0) {
      throw new AppError('validation_failed', Object.values(fieldErrors).join('; '), fieldErrors);
    }

    const now = clock.now().toISOString();
    const edited: EventRecord = {
      ...event,
      name: details.name,
      description: details.description,
      typeIds: nextTypes.map((type) => type.id),
      updatedAt: now,
    };
    for (const field of detailFields) delete edited[field];
    Object.assign(edited, withoutUndefined({ ...details }));
    const visible = (record: EventRecord, list: Array<{ id: string; data: TicketTypeRecord }>) => ({
      ...record,
      types: list.map((type) => ({ id: type.id, ...type.data })),
    });
    const backToReview =
      event.approved === true &&
      changesWhatBuyersSee(visible(event, existingTypes), visible(edited, nextTypes));
    if (backToReview) {
      delete edited.approved;
      delete edited.rejectedReason;
      Object.assign(edited, newStatusChange(docs, actor.uid, now));
    }

    edited.status = approvalStatusOf(edited.approved);
    edited.keywords = eventKeywords(edited);
    const overAt = storedOverAt(edited);
    if (overAt !== undefined) edited.overAt = overAt;
    const startsAtUtc = storedStartsAt(edited);
    if (startsAtUtc !== undefined) edited.startsAtUtc = startsAtUtc;
    // Off the lists when it goes back to review, is kept off them, or loses its date.
    const listing = listingFields(edited);
    delete edited.listing;
    Object.assign(edited, listing);

    const write: DocWrite = { ...edited, ...listingWrite(edited) };
    for (const field of detailFields) if (edited[field] === undefined) write[field] = deleteField;
    if (backToReview) write.approved = deleteField;
    // A merge keeps what the edit leaves out: a setting the organiser cleared must go, and
    // when the room last turned itself on must stay (see app/waiting-room).
    if (details.waitingRoom) {
      const { enabled, admitPerMinute, autoOn } = details.waitingRoom;
      write.waitingRoom = {
        enabled,
        admitPerMinute: admitPerMinute ?? deleteField,
        autoOn: autoOn ?? deleteField,
      };
    }
    // A note the organiser cleared goes (a merge would keep the stored one).
    if (details.reminders) {
      edited.reminders = storedReminderSettings(details.reminders);
      write.reminders = { ...edited.reminders, note: edited.reminders.note ?? deleteField };
    }
    tx.set(eventPath, write, { merge: true });
    for (const type of removed) tx.delete(paths.eventType(eventId, type.id));
    for (const type of nextTypes) tx.set(paths.eventType(eventId, type.id), type.data);
    if (event.orgId) {
      recordAudit(tx, event.orgId, new Date(now), {
        kind: 'event.edited',
        actorUid: actor.uid,
        eventId,
        summary: `Edited "${edited.name}"${backToReview ? ', which went back to review' : ''}`,
      });
    }

    return {
      ...toEventSummary({ ...snapshot, data: edited }),
      ...organiserFeeTerms(edited),
      types: nextTypes.map((type) =>
        toTicketTypeView({ ...type, path: paths.eventType(eventId, type.id) }),
      ),
    };
  });
}
