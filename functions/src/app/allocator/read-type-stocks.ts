import type { TypeStock } from '../../domain/allocation';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { StockRecord } from '../checkout/checkout-records';
import { ticketTypeTerms, type TicketTypeRecord } from '../events/event-records';
import { takenByType } from './stock-slices';
import { isPublicType } from '../../domain/ticket-visibility';

/** A stored ticket type as the allocator sees it, with what is taken of it. */
export function toTypeStock(
  eventId: string,
  typeId: string,
  type: TicketTypeRecord,
  taken: number,
): TypeStock {
  return { eventId, typeId, ...ticketTypeTerms(type), taken };
}

/**
 * What is taken (held or sold) of each ticket type of an event, its slices added up where it
 * has several allocator partitions; a type nobody bought has no entry.
 */
export async function readTaken(docs: DocStore, eventId: string): Promise<Map<string, number>> {
  const stock = await docs.query<StockRecord>({ collection: paths.eventStock(eventId) });
  return takenByType(stock);
}

/**
 * An event's ticket types in the order the organiser listed them, each with what is taken;
 * `publicOnly`: without hidden types, for what anybody may read (domain/ticket-visibility.ts).
 */
export async function readTypeStocks(
  docs: DocStore,
  eventId: string,
  { publicOnly = false }: { publicOnly?: boolean } = {},
): Promise<TypeStock[]> {
  const [types, taken] = await Promise.all([
    docs.query<TicketTypeRecord>({
      collection: paths.eventTypes(eventId),
      orderBy: [{ field: 'position', direction: 'asc' }],
    }),
    readTaken(docs, eventId),
  ]);
  return types
    .filter(({ data }) => !publicOnly || isPublicType(data))
    .map(({ id, data }) => toTypeStock(eventId, id, data, taken.get(id) ?? 0));
}
