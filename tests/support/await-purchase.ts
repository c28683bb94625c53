import {
  beginTransactionResponse,
  type BeginTransactionResponse,
} from '../../functions/src/contract/checkout';
import type { EventWithTypes } from '../../functions/src/contract/events';
import { callApi } from './api';
import type { TestUser } from './auth-emulator';
import { beginPurchaseRequest, beginTransaction, purchaseRequest } from './checkout-calls';

/**
 * beginTransaction's answer once the allocator has decided: a queued purchase (Firestore's
 * allocator may answer after beginTransaction's wait) is asked again, as the page does.
 */
export async function untilAnswered(
  buyer: TestUser,
  answerBody: unknown,
): Promise<Exclude<BeginTransactionResponse, { status: 'queued' }>> {
  let answer = beginTransactionResponse.parse(answerBody);
  const deadline = Date.now() + 30_000;
  while (answer.status === 'queued') {
    if (Date.now() > deadline) throw new Error('The purchase stayed queued for 30 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const asked = await callApi(`/api/purchaseRequests/${answer.requestId}`, {
      token: buyer.idToken,
    });
    answer = beginTransactionResponse.parse(asked.body);
  }
  return answer;
}

/**
 * As a buyer pressing Buy: `quantity` tickets of the type named `typeName` of `event` for
 * `email`, through beginTransaction, answered once the allocator decided.
 */
export async function beginPurchase(
  buyer: TestUser,
  event: EventWithTypes,
  { typeName, quantity, email }: { typeName: string; quantity: number; email: string },
): Promise<Exclude<BeginTransactionResponse, { status: 'queued' }>> {
  const begun = await beginTransaction(
    buyer,
    purchaseRequest(event, [[typeName, quantity]], email),
  );
  return untilAnswered(buyer, begun.body);
}

/**
 * Holds `items` (ticket type name and quantity) of `event` for `buyer` through
 * beginTransaction, answered once the allocator decided: the hold and its payment, which
 * must be held (not paid at once, nor refused).
 */
export async function holdTickets(
  buyer: TestUser,
  event: EventWithTypes,
  items: Array<[string, number]>,
  email: string,
): Promise<Extract<BeginTransactionResponse, { status: 'held' }>> {
  const { answer } = await beginPurchaseRequest(buyer, event, items, email);
  // On a busy machine Firestore's allocator may answer after beginTransaction's wait: the
  // page then asks again, and so does this.
  const body = await untilAnswered(buyer, answer.body);
  if (body.status !== 'held') throw new Error(`not held: ${body.status}`);
  return body;
}
