import type { AccessCodeCheckResponse } from '../../contract/access-codes';
import { isOnSale } from '../../domain/approval';
import { availabilityOf } from '../../domain/sale-state';
import { unlocksType } from '../../domain/ticket-visibility';
import { paths } from '../../paths';
import { AppError, notFound } from '../common/app-error';
import type { CodeCheckOptions } from '../common/code-check';
import { readTaken, toTypeStock } from '../allocator/read-type-stocks';
import type { EventRecord, TicketTypeRecord } from '../events/event-records';
import { serviceFeeOf } from '../events/fee-terms';

export const accessCodeNotValid = 'This access code is not valid for this event';

/**
 * The hidden ticket types a code unlocks, as the public view shows types (price, fees, what
 * is left) with their state now, for the buyer's page to offer them. A code that unlocks
 * nothing gets one answer whatever the reason, so guessing tells nothing about which codes
 * exist (the route limits the guesses too). Types revealed by a code and types sold only
 * through a link are unlocked alike: the link is the code in the page's address.
 */
export async function checkAccessCode({
  services: { docs, clock, platformFee },
  eventId,
  code,
}: CodeCheckOptions): Promise<AccessCodeCheckResponse> {
  const [eventDoc, typeDocs, taken] = await Promise.all([
    docs.get<EventRecord>(paths.event(eventId)),
    docs.query<TicketTypeRecord>({
      collection: paths.eventTypes(eventId),
      orderBy: [{ field: 'position', direction: 'asc' }],
    }),
    readTaken(docs, eventId),
  ]);
  const event = eventDoc.data;
  if (!isOnSale(event)) throw notFound('Event');
  const unlocked = typeDocs.filter((type) => unlocksType(type.data, code));
  if (unlocked.length === 0) {
    throw new AppError('not_found', accessCodeNotValid, { accessCode: accessCodeNotValid });
  }
  const now = clock.now().toISOString();
  return {
    code,
    types: unlocked.map(({ id, data }) => {
      const stock = toTypeStock(eventId, id, data, taken.get(id) ?? 0);
      return {
        id,
        name: data.name,
        price: data.price,
        currency: data.currency,
        maxPerOrder: data.maxPerOrder,
        salesStart: data.salesStart,
        salesEnd: data.salesEnd,
        ...availabilityOf(stock, now),
        ...serviceFeeOf(data, event!, platformFee),
      };
    }),
  };
}
