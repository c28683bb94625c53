import type { EventWithTypes, PublicEvent } from '../../contract/events';
import { canViewEvent } from '../../domain/approval';
import { leftOf } from '../../domain/sale-state';
import { paths } from '../../paths';
import type { ExistingDoc } from '../../ports/doc-store';
import { notFound } from '../common/app-error';
import { publishedBannerUrl, publishedBannerVariants } from './banner-versions';
import { toEventSummary, type EventRecord } from './event-records';
import { organiserFeeTerms, serviceFeeOf } from './fee-terms';
import { readSoldCounts } from '../allocator/read-sold-counts';
import { readTicketTypes } from './read-ticket-types';
import { readTaken } from '../allocator/read-type-stocks';
import type { Services } from '../common/services';
import { withoutUndefined } from '../common/without-undefined';
import { offersAccessCodeField, visibleTypes } from '../../domain/ticket-visibility';
import type { UseCaseOptions } from '../common/use-case-options';
import type { EventRequest } from './organised-event';
import { rightsOn } from '../organisations/event-access';

/**
 * One event with its ticket types: the whole record for its organisation's members and
 * administrators, the
 * public view (what a buyer needs) for everybody else. An event the viewer may not see is
 * reported as missing, so nobody learns that someone else's draft exists.
 */
export async function getEvent({
  services: { docs, platformFee },
  eventId,
  viewer,
  organiserOnly = false,
}: UseCaseOptions<'docs' | 'platformFee', EventRequest & { organiserOnly?: boolean }>): Promise<
  EventWithTypes | PublicEvent
> {
  const snapshot = await docs.get<EventRecord>(paths.event(eventId));
  if (!snapshot.data) throw notFound('Event');
  const event = { ...snapshot, data: snapshot.data };
  // Buyers (no viewer) cost no read more; a signed-in viewer, their membership.
  const yourRights = await rightsOn(docs, { ...event.data, id: eventId }, viewer);
  if (!yourRights.includes('event.view')) {
    if (organiserOnly || !canViewEvent(event.data, undefined)) throw notFound('Event');
    return publicViewOf(docs, event, platformFee);
  }
  const [types, soldByType, taken] = await Promise.all([
    readTicketTypes(docs, eventId),
    readSoldCounts(docs, eventId),
    readTaken(docs, eventId),
  ]);
  // The stored `sold` counters are not kept up to date by checkout; the stock is. `left`
  // as the public view has it, so the owner's view is a whole public view too.
  const withSales = types.map((type) => ({
    ...type,
    sold: soldByType.get(type.id) ?? type.sold,
    left: leftOf({ capacity: type.capacity, taken: taken.get(type.id) ?? 0 }),
    ...serviceFeeOf(type, event.data, platformFee),
  }));
  return {
    ...toEventSummary(event),
    ticketsSold: withSales.reduce((sum, type) => sum + type.sold, 0),
    ...organiserFeeTerms(event.data),
    types: withSales,
    yourRights,
    ...(event.data.orgId ? { orgId: event.data.orgId } : {}),
  };
}

async function publicViewOf(
  docs: Services['docs'],
  event: ExistingDoc<EventRecord>,
  platformFee: Services['platformFee'],
): Promise<PublicEvent> {
  const summary = toEventSummary(event);
  const [allTypes, taken] = await Promise.all([
    readTicketTypes(docs, event.id),
    readTaken(docs, event.id),
  ]);
  return {
    ...withoutUndefined({
      id: summary.id,
      name: summary.name,
      description: summary.description,
      imageUrl: publishedBannerUrl(event.id, event.data),
      imageVariants: nonEmpty(publishedBannerVariants(event.id, event.data)),
      locationText: summary.locationText,
      location: summary.location,
      startsAt: summary.startsAt,
      endsAt: summary.endsAt,
      timeZone: summary.timeZone,
      cancelledAt: event.data.cancelledAt,
      cancelledReason: event.data.cancelledReason,
      waitingRoom: event.data.waitingRoom?.enabled === true ? true : undefined,
      accessCodes:
        !event.data.cancelledAt && offersAccessCodeField(allTypes) ? (true as const) : undefined,
    }),
    // A cancelled event sells nothing: no ticket type is offered. Hidden types are shown
    // only to a buyer with their code (POST /api/events/{id}/accessCodeCheck).
    types: (event.data.cancelledAt ? [] : visibleTypes(allTypes)).map((type) => ({
      id: type.id,
      name: type.name,
      price: type.price,
      currency: type.currency,
      maxPerOrder: type.maxPerOrder,
      salesStart: type.salesStart,
      salesEnd: type.salesEnd,
      // What buyers can still get: held tickets are not for sale, as availability says.
      left: leftOf({ capacity: type.capacity, taken: taken.get(type.id) ?? 0 }),
      ...serviceFeeOf(type, event.data, platformFee),
    })),
  };
}

/** `list`, or undefined when it is empty (left out of the answer). */
function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}
