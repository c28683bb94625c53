import type { RefundRequestList } from '../../contract/refund-requests';
import { paths } from '../../paths';
import type { OrderRecord } from '../checkout/checkout-records';
import type { UseCaseOptions } from '../common/use-case-options';
import { readOrganisedEvent, type EventRequest } from '../events/organised-event';
import type { RefundRequestRecord } from './refund-request-records';
import { toRefundRequestView } from './refund-request-view';

/** Listed in the workspace: the latest requests. */
export const refundRequestsListed = 200;

/**
 * `GET /api/events/{eventId}/refund-requests`, for those whose role allows `orders.refund`:
 * the requests waiting for a decision first, then the rest, each newest first.
 */
export async function listRefundRequests({
  services: { docs },
  eventId,
  viewer,
}: UseCaseOptions<'docs', EventRequest>): Promise<RefundRequestList> {
  await readOrganisedEvent(docs, eventId, viewer, 'orders.refund');
  const requests = await docs.query<RefundRequestRecord>({
    collection: paths.refundRequests(eventId),
    orderBy: [{ field: 'requestedAt', direction: 'desc' }],
    limit: refundRequestsListed,
  });
  const orders = await docs.getAll<OrderRecord>(requests.map((request) => paths.order(request.id)));
  const views = requests.map((request, index) =>
    toRefundRequestView(request.data, orders[index]?.data),
  );
  const waiting = (view: { state: string }) => view.state === 'pending';
  return { requests: [...views.filter(waiting), ...views.filter((view) => !waiting(view))] };
}
