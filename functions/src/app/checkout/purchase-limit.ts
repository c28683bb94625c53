import { collections } from '../../paths';
import type { Query } from '../../ports/doc-store';
import { rateLimitedError } from '../common/rate-limit';
import type { Services } from '../common/services';
import type { PurchaseRequestRecord } from './checkout-records';

/**
 * PURCHASE_RATE_LIMIT: a buyer session may queue `limit` purchase requests in any
 * `windowSeconds`. The requests themselves are counted (one count aggregation, no counter
 * document for every buyer to contend on); a second press of an attempt already queued is
 * the same purchase, not a new one. Two attempts sent at the same instant may both pass the
 * last place: abuse control, not accounting.
 */
export async function enforcePurchaseLimit(
  {
    docs,
    purchaseRateLimit: { limit, windowSeconds },
  }: Pick<Services, 'docs' | 'purchaseRateLimit'>,
  uid: string,
  requestPath: string,
  nowMs: number,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const recent: Query = {
    collection: collections.purchaseRequests,
    where: [
      { field: 'uid', op: '==', value: uid },
      { field: 'createdAt', op: '>', value: new Date(nowMs - windowMs).toISOString() },
    ],
  };
  if ((await docs.count({ ...recent, limit })) < limit) return;
  if ((await docs.get(requestPath)).data) return;
  const [oldest] = await docs.query<PurchaseRequestRecord>({
    ...recent,
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit: 1,
  });
  const freesAt = (oldest ? Date.parse(oldest.data.createdAt) : nowMs) + windowMs;
  throw rateLimitedError(Math.max(1, Math.ceil((freesAt - nowMs) / 1000)));
}
