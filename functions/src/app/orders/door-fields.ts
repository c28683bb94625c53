import { doorStateOf } from '../../domain/door-state';
import { collections, paths } from '../../paths';
import type { DocStore, OrderClause } from '../../ports/doc-store';
import {
  orderKeywords,
  ticketKeywords,
  type OrderRecord,
  type TicketRecord,
} from '../checkout/checkout-records';
import { backfillOnce, fixAll, runOncePerStore } from '../accounts/derived-fields';

const oldestFirst: OrderClause[] = [{ field: 'createdAt', direction: 'asc' }];
const marker = paths.migration('doorFields');

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  a?.length === b.length && a.every((item, index) => item === b[index]);

/** A ticket's keywords and door state, when they are not what they should be. */
function staleTicketFields(
  ticket: TicketRecord,
  code: string,
): Pick<TicketRecord, 'keywords' | 'doorState'> | undefined {
  const keywords = ticketKeywords(ticket, code);
  const doorState = doorStateOf(ticket);
  return ticket.doorState === doorState && sameList(ticket.keywords, keywords)
    ? undefined
    : { keywords, doorState };
}

function staleOrderFields(order: OrderRecord, reference: string) {
  const keywords = orderKeywords(order.email, reference);
  return sameList(order.keywords, keywords) ? undefined : { keywords };
}

/**
 * The one-time backfill of what the attendee and order lists query: tickets and orders sold
 * before they were kept get their `keywords` (and tickets their `doorState`), a batch at a
 * time, as derived-fields.ts does for events. Idempotent; `migrations/doorFields` records a
 * finished run. Returns how many documents it fixed.
 */
export function backfillDoorFields(docs: DocStore): Promise<number> {
  return backfillOnce(
    docs,
    marker,
    async () =>
      (await fixAll<TicketRecord>(docs, collections.tickets, oldestFirst, staleTicketFields)) +
      (await fixAll<OrderRecord>(docs, collections.orders, oldestFirst, staleOrderFields)),
  );
}

/** The backfill above, lazily before the first attendee or order list of a process. */
export const ensureDoorFields = runOncePerStore(backfillDoorFields);
