import type { AvailabilityResponse } from '../../contract/tickets';
import { isOnSale } from '../../domain/approval';
import { availabilityOf } from '../../domain/sale-state';
import { paths } from '../../paths';
import { notFound } from '../common/app-error';
import type { EventRecord } from '../events/event-records';
import { readTypeStocks } from '../allocator/read-type-stocks';
import { readWaitingLists, withWaitingList } from '../waiting-list/public-availability';
import type { UseCaseOptions } from '../common/use-case-options';

/**
 * What is left of each public ticket type of an approved event and whether it is on sale,
 * for the public page to poll (hidden types never: their buyers got theirs with the code).
 * A hint only: the allocator decides every purchase against the stock.
 */
export async function getAvailability({
  services: { docs, clock },
  eventId,
}: UseCaseOptions<'docs' | 'clock', { eventId: string }>): Promise<AvailabilityResponse> {
  const [event, types, lists] = await Promise.all([
    docs.get<EventRecord>(paths.event(eventId)),
    readTypeStocks(docs, eventId, { publicOnly: true }),
    readWaitingLists(docs, eventId),
  ]);
  if (!isOnSale(event.data)) throw notFound('Event');
  const now = clock.now().toISOString();
  return {
    types: types.map((type) => ({
      id: type.typeId,
      ...withWaitingList(availabilityOf(type, now), lists.get(type.typeId)),
    })),
  };
}
