import { randomUUID } from 'node:crypto';
import type { BeginTransactionRequest } from '../../functions/src/contract/checkout';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi, type ApiAnswer } from './api';
import type { TestUser } from './auth-emulator';
import { typeIdOf } from './events';

/**
 * A purchase of `items` (ticket type name and quantity) of `event` for `email`, under a new
 * request key.
 */
export function purchaseRequest(
  event: EventWithTypes,
  items: Array<[string, number]>,
  email = 'buyer@example.com',
): BeginTransactionRequest {
  return {
    eventId: event.id,
    email,
    items: items.map(([name, quantity]) => ({ typeId: typeIdOf(event, name), quantity })),
    requestKey: randomUUID(),
  };
}

/** beginTransaction as `buyer`, as the event page calls it when the buyer presses Buy. */
export function beginTransaction(buyer: TestUser, request: BeginTransactionRequest) {
  return callApi('/api/beginTransaction', { token: buyer.idToken, json: request });
}

/** beginTransaction for `buyer`; the request id is what a queued answer would carry. */
export async function beginPurchaseRequest(
  buyer: TestUser,
  event: EventWithTypes,
  items: Array<[string, number]>,
  email: string,
): Promise<{ answer: ApiAnswer; requestId: string }> {
  const request = purchaseRequest(event, items, email);
  const answer = await beginTransaction(buyer, request);
  return { answer, requestId: `${buyer.uid}_${request.requestKey}` };
}

/** verifyPayment as `buyer`, as the page calls it on coming back from the gateway. */
export function verifyPayment(buyer: TestUser, reference: string) {
  return callApi('/api/verifyPayment', { token: buyer.idToken, json: { reference } });
}
