import type { GrantedItem, Refusal, RequestedItem } from '../domain/allocation';
import type { DocData } from '../ports/doc-store';

/**
 * `purchaseRequests/{id}`: a buyer's wish, written without contention and answered by the
 * allocator, which alone changes stock.
 */
export type PurchaseRequestRecord = DocData & {
  eventId: string;
  uid: string;
  email: string;
  items: RequestedItem[];
  createdAt: string;
  status: 'pending' | 'granted' | 'refused';
  orderId?: string;
  refusal?: Refusal;
  answeredAt?: string;
};

export type OrderStatus = 'held' | 'paid' | 'expired';

/** `orders/{id}`: the id is also the payment reference. */
export type OrderRecord = DocData & {
  eventId: string;
  uid: string;
  email: string;
  requestId: string;
  items: GrantedItem[];
  /** Integer minor units. */
  amount: number;
  currency: string;
  status: OrderStatus;
  createdAt: string;
  holdExpiresAt: string;
  expiredAt?: string;
};

/** `events/{eventId}/stock/{typeId}`: held plus sold, kept by the allocator. */
export type StockRecord = DocData & { taken: number };
