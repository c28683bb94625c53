import { collections } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import type { OrderRecord } from '../checkout/checkout-records';
import { readEventHolders } from '../mailings/event-holders';
import type { MailingRecipient } from '../mailings/mailing-records';
import { normalisedEmail } from '../mailings/recipient-key';
import type { OfferedOrder } from './event-change-records';

/** One person told of a change: the tickets they hold, the paid orders they bought. */
export type ChangeRecipient = MailingRecipient & { tickets: string[]; orders: OfferedOrder[] };

/**
 * Everyone a change concerns, each address once: the holders of valid tickets and the buyers
 * of paid orders (who may have bought for others), in address order.
 */
export async function changeRecipients(
  docs: Pick<DocStore, 'query'>,
  eventId: string,
): Promise<ChangeRecipient[]> {
  const [holders, orders] = await Promise.all([
    readEventHolders(docs, eventId),
    docs.query<OrderRecord>({
      collection: collections.orders,
      where: [
        { field: 'eventId', op: '==', value: eventId },
        { field: 'status', op: '==', value: 'paid' },
      ],
    }),
  ]);
  const byAddress = new Map<string, ChangeRecipient>();
  for (const holder of holders) {
    byAddress.set(holder.email, {
      email: holder.email,
      ...(holder.name ? { name: holder.name } : {}),
      tickets: holder.tickets.map((ticket) => ticket.id),
      orders: [],
    });
  }
  for (const order of orders) {
    const email = normalisedEmail(order.data.email);
    const recipient = byAddress.get(email) ?? { email, tickets: [], orders: [] };
    recipient.orders.push({
      id: order.id,
      amount: order.data.amount,
      currency: order.data.currency,
    });
    byAddress.set(email, recipient);
  }
  return [...byAddress.values()].sort((a, b) => (a.email < b.email ? -1 : 1));
}
