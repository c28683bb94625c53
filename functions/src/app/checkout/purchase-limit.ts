import { collections } from '../../paths';
import type { Query } from '../../ports/doc-store';
import { rateLimitedError } from '../common/rate-limit';
import type { Services } from '../common/services';
import type { PurchaseRequestRecord } from './checkout-records';

type LimitServices = Pick<Services, 'docs' | 'purchaseRateLimit'>;

/** The buyer's requests queued in the window that ends at `nowMs`. */
function recentRequests(
  { purchaseRateLimit: { windowSeconds } }: LimitServices,
  uid: string,
  nowMs: number,
): Query {
  return {
    collection: collections.purchaseRequests,
    where: [
      { field: 'uid', op: '==', value: uid },
      {
        field: 'createdAt',
        op: '>',
        value: new Date(nowMs - windowSeconds * 1000).toISOString(),
      },
    ],
  };
}

/**
 * How many requests `uid` queued in the window, counted up to the limit (one count
 * aggregation, no counter document for every buyer to contend on). Started beside the check
 * of the buyer's token, with the uid it claims: counting needs no proof, only the answer does.
 */
export function countRecentRequests(
  services: LimitServices,
  uid: string,
  nowMs: number,
): Promise<number> {
  const { limit } = services.purchaseRateLimit;
  return services.docs.count({ ...recentRequests(services, uid, nowMs), limit });
}

/**
 * PURCHASE_RATE_LIMIT: a buyer session may queue `limit` purchase requests in any
 * `windowSeconds`; `recent` is what countRecentRequests found for this buyer. A second press
 * of an attempt already queued is the same purchase, not a new one. Two attempts sent at the
 * same instant may both pass the last place: abuse control, not accounting.
 */
export async function enforcePurchaseLimit(
  services: LimitServices,
  { uid, recent }: { uid: string; recent: number },
  requestPath: string,
  nowMs: number,
): Promise<void> {
  const { limit, windowSeconds } = services.purchaseRateLimit;
  if (recent < limit) return;
  if ((await services.docs.get(requestPath)).data) return;
  const [oldest] = await services.docs.query<PurchaseRequestRecord>({
    ...recentRequests(services, uid, nowMs),
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit: 1,
  });
  const freesAt = (oldest ? Date.parse(oldest.data.createdAt) : nowMs) + windowSeconds * 1000;
  throw rateLimitedError(Math.max(1, Math.ceil((freesAt - nowMs) / 1000)));
}
